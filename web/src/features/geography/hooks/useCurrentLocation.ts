import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { LocateDocument } from '../../../generated/public-forms/graphql';
import type { MessageId } from '../../../i18n/en';

export interface DetectedPlace {
  districtCode: string;
  dsCode: string;
  latitude: number;
  longitude: number;
}

/** The seeds give two sets of geolocation messages: the report form's and the aid forms'. */
export type LocationMessages = 'report' | 'aid';

const MESSAGES: Record<
  LocationMessages,
  { unsupported: MessageId; denied: MessageId; unavailable: MessageId; timeout: MessageId }
> = {
  report: {
    unsupported: 'location.notSupported',
    denied: 'location.unable',
    unavailable: 'location.unable',
    timeout: 'location.unable',
  },
  aid: {
    unsupported: 'location.notSupportedBrowser',
    denied: 'location.denied',
    unavailable: 'location.unavailable',
    timeout: 'location.timeout',
  },
};

/** Browser geolocation (high accuracy, 10 s) then the server's `locate`: no third party sees the position (D11). */
export function useCurrentLocation(messages: LocationMessages) {
  const client = useApolloClient();
  const [detecting, setDetecting] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  const detect = useCallback(async (): Promise<DetectedPlace | null> => {
    const texts = MESSAGES[messages];
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(texts.unsupported);
      return null;
    }
    setDetecting(true);
    try {
      const position = await new Promise<GeolocationPosition>((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(resolve, reject, {
          enableHighAccuracy: true,
          timeout: 10_000,
          maximumAge: messages === 'aid' ? 600_000 : 0,
        }),
      ).catch((e: GeolocationPositionError) => {
        setError(
          e.code === e.PERMISSION_DENIED ? texts.denied : e.code === e.TIMEOUT ? texts.timeout : texts.unavailable,
        );
        return null;
      });
      if (!position) return null;
      const { latitude, longitude } = position.coords;
      const { data } = await client
        .query({ query: LocateDocument, variables: { latitude, longitude }, fetchPolicy: 'network-only' })
        .catch(() => ({ data: undefined }));
      if (!data?.locate) {
        setError('location.detectFailed');
        return null;
      }
      return { districtCode: data.locate.district.code, dsCode: data.locate.dsDivision.code, latitude, longitude };
    } finally {
      setDetecting(false);
    }
  }, [client, messages]);

  return { detect, detecting, error, setError };
}
