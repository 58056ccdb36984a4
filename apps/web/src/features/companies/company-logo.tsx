import { COMPANY_MARK_SIZE, companyMark, type CompanyMarkShape } from '@jenjang/domain';
import { cn } from '@/lib/cn';

function Shape({ shape }: { shape: CompanyMarkShape }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          fill={shape.fill}
        />
      );
    case 'circle':
      return (
        <circle
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
        />
      );
    case 'path':
      return <path d={shape.d} fill={shape.fill} />;
    case 'polygon':
      return <polygon points={shape.points} fill={shape.fill} />;
  }
}

/** The generated mark of a company without an uploaded logo (packages/domain, company-mark). */
function CompanyMarkSvg({ name }: { name: string }) {
  const mark = companyMark(name);
  const { text, x, y, size, fill } = mark.initials;
  return (
    <svg
      viewBox={`0 0 ${COMPANY_MARK_SIZE} ${COMPANY_MARK_SIZE}`}
      className="size-full"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={COMPANY_MARK_SIZE} height={COMPANY_MARK_SIZE} fill={mark.background} />
      {mark.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
      <text
        x={x}
        y={y}
        fill={fill}
        fontSize={size}
        fontWeight={800}
        textAnchor="middle"
        dominantBaseline="central"
        letterSpacing={-0.5}
      >
        {text}
      </text>
    </svg>
  );
}

/**
 * The company's logo wherever a company appears (job cards, the job page, the company page and
 * list, the employer area): the uploaded logo, or the mark generated from its name. Decorative:
 * the company's name is always written beside it.
 */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white',
        className,
      )}
    >
      {logoUrl ? (
        // A plain img: logos come from the company, from any host, at their own sizes.
        <img
          src={logoUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-full object-contain p-1"
        />
      ) : (
        <CompanyMarkSvg name={name} />
      )}
    </span>
  );
}
