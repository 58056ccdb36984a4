import { MessageCircle } from 'lucide-react';
import { salesWhatsAppLink } from '@jenjang/domain';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';

/** The WhatsApp chat with sales, its message prefilled (spec section 9), and its promise. */
export function SalesChatLink({
  label,
  promise,
  newTabNote,
  className,
}: {
  label: string;
  promise: string;
  newTabNote: string;
  className?: string;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <a
        href={salesWhatsAppLink()}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonStyles.secondary, 'w-full sm:w-auto')}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-emerald-700" />
        {label}
        <span className="sr-only"> {newTabNote}</span>
      </a>
      <p className="text-sm text-slate-600">{promise}</p>
    </div>
  );
}
