/**
 * What the photo check needs to know about the report or alert a photo belongs to. The areas that hold photos answer
 * it (reports/report-photos.ts, alerts/alert-photos.ts); the verification area, above them, asks.
 */
export interface PhotoContext {
  districtCode: string;
  dsDivisionCode: string | null;
  reportedAt: Date | null;
  reportedPoint: { latitude: number; longitude: number } | null;
  description: string;
  /** The report the photo belongs to, left out of the reuse comparison. */
  reportId: number | null;
}

/** A photo of another report, for the reuse check. */
export interface EarlierReportPhoto {
  reportId: number;
  perceptualHash: string | null;
  sha256: string;
}
