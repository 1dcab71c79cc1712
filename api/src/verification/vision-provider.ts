import { parseEnvironment } from '../core/config/config.js';
import { KNOWN_FLAGS, type Flag } from './offline-analyzer.js';

export interface VisionConfig {
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** VISION_API_URL (a chat-completions endpoint), VISION_API_KEY, VISION_MODEL, VISION_TIMEOUT_MS; off without a URL. */
export function visionConfigFromEnv(env: NodeJS.ProcessEnv = process.env): VisionConfig | null {
  const e = parseEnvironment(env);
  if (!e.VISION_API_URL) return null;
  return {
    url: e.VISION_API_URL,
    apiKey: e.VISION_API_KEY ?? null,
    model: e.VISION_MODEL,
    timeoutMs: e.VISION_TIMEOUT_MS,
  };
}

export interface VisionAnswer {
  isAuthentic: boolean | null;
  /** 0-100 */
  confidence: number;
  /** How well the picture matches the report's description, 0-100; null when not assessed. */
  matchScore: number | null;
  analysis: string;
  flags: Flag[];
  recommendations: string | null;
}

const prompt = (description: string) =>
  [
    'You check photos attached to disaster early-warning reports in Sri Lanka before an officer alerts a district.',
    `The reporter wrote: "${description.replace(/"/g, "'").slice(0, 1000)}"`,
    'Answer with JSON only, no prose, with these fields:',
    '{"isAuthentic": boolean, "confidence": number 0-100, "matchScore": number 0-100 (how well the photo matches the description),',
    '"analysis": string, "flags": string[] from [potential_manipulation, content_mismatch, low_quality, suspicious_elements, metadata_concerns],',
    '"detectedElements": string[], "disasterType": one of flood, fire, landslide, earthquake, storm, other,',
    '"urgencyLevel": one of low, medium, high, "recommendations": string}',
  ].join('\n');

const percent = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  return Math.round(Math.min(100, Math.max(0, n <= 1 ? n * 100 : n)));
};

const POSITIVE = /\b(authentic|genuine|real|legitimate|original|unaltered)\b/gi;
const NEGATIVE = /\b(fake|manipulated|edited|doctored|generated|synthetic|altered|suspicious|photoshopped)\b/gi;

/** Reads the model's reply: JSON per the prompt, else scored by words like "authentic" against "fake" (seed). */
export function readVisionReply(text: string): VisionAnswer {
  const json = /\{[\s\S]*\}/.exec(text.replace(/```(?:json)?/g, ''))?.[0];
  if (json) {
    try {
      const v = JSON.parse(json) as Record<string, unknown>;
      return {
        isAuthentic: typeof v.isAuthentic === 'boolean' ? v.isAuthentic : null,
        confidence: percent(v.confidence) ?? 0,
        matchScore: percent(v.matchScore),
        analysis: typeof v.analysis === 'string' ? v.analysis : '',
        flags: (Array.isArray(v.flags) ? v.flags : []).filter((f): f is Flag => KNOWN_FLAGS.includes(f as Flag)),
        recommendations:
          typeof v.recommendations === 'string'
            ? v.recommendations
            : Array.isArray(v.recommendations)
              ? v.recommendations.join(' ')
              : null,
      };
    } catch {
      /* not JSON after all: score the words */
    }
  }
  const positive = text.match(POSITIVE)?.length ?? 0;
  const negative = text.match(NEGATIVE)?.length ?? 0;
  return {
    isAuthentic: positive > negative ? true : negative > positive ? false : null,
    confidence:
      positive === negative ? 0 : Math.round((100 * Math.max(positive, negative)) / (positive + negative) / 2),
    matchScore: null,
    analysis: `The model did not answer in JSON; scored by its words (${positive} for authentic, ${negative} against): ${text.trim().slice(0, 400)}`,
    flags: [],
    recommendations: null,
  };
}

/** Asks the vision model; throws on a timeout, an HTTP error or an answer without content. */
export async function askVision(
  config: VisionConfig,
  imageDataUrl: string,
  description: string,
): Promise<VisionAnswer> {
  const response = await fetch(config.url, {
    method: 'POST',
    signal: AbortSignal.timeout(config.timeoutMs),
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.1,
      max_tokens: 1024,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: prompt(description) },
            { type: 'image_url', image_url: { url: imageDataUrl } },
          ],
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`vision provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content.map((c: { text?: string }) => c.text ?? '').join('')
        : '';
  if (!text.trim()) throw new Error('vision provider sent no answer');
  return readVisionReply(text);
}
