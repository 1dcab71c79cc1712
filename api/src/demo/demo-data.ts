import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsService } from '../accounts/accounts.service.js';
import { Role, User } from '../accounts/user.entity.js';
import { AidRequest, AidRequestStatus, AidRequestType } from '../aid-requests/aid-request.entity.js';
import { Alert, AlertStatus, AlertType, Severity } from '../alerts/alert.entity.js';
import { Contribution, ContributionStatus } from '../contributions/contribution.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import { Report } from '../reports/report.entity.js';
import { systemContext } from '../core/context/service-context.js';

/** Every demo account signs in with this password. Demo data never loads in production. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoLogin {
  userId: number;
  role: Role;
  fullName: string;
  where: string;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);

/** Loads the demo data set into an empty database (no users yet); answers whether it did. */
export async function loadDemoDataIfEmpty(rootEm: EntityManager): Promise<boolean> {
  const em = rootEm.fork();
  if ((await em.count(User, {})) > 0) return false;
  const accounts = new AccountsService(systemContext(em));
  const officer = (
    role: Role.DS_OFFICER | Role.DMC_OFFICER,
    district: string,
    ds: string | null,
    fullName: string,
    contactNo: string,
  ) =>
    accounts.createOfficer({
      role,
      district,
      dsDivision: ds,
      fullName,
      contactNo,
      password: DEMO_PASSWORD,
      isDemo: true,
    });

  const dsColombo = await officer(Role.DS_OFFICER, 'LK11', 'LK1103', 'Demo Nimal Perera', '0112320001');
  const dsKolonnawa = await officer(Role.DS_OFFICER, 'LK11', 'LK1106', 'Demo Kamala Silva', '0112320002');
  const dsKandy = await officer(Role.DS_OFFICER, 'LK21', 'LK2130', 'Demo Sunil Bandara', '0812320003');
  await officer(Role.DMC_OFFICER, 'LK11', null, 'Demo Priya Fernando', '0112320004');
  await officer(Role.DMC_OFFICER, 'LK21', null, 'Demo Ruwan Dissanayake', '0812320005');

  const volunteer = async (
    fullName: string,
    email: string,
    contactNumber: string,
    district: string,
    dsDivision: string,
  ) => {
    const user = await accounts.signupVolunteer({
      fullName,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      contactNumber,
      district,
      dsDivision,
    });
    user.isDemo = true;
    return user;
  };
  const v1 = await volunteer('Demo Ayesha Jayasuriya', 'ayesha.demo@example.org', '0771230001', 'LK11', 'LK1103');
  const v2 = await volunteer(
    'Demo Tharindu Wickramasinghe',
    'tharindu.demo@example.org',
    '0771230002',
    'LK11',
    'LK1106',
  );
  const v3 = await volunteer('Demo Meena Rajendran', 'meena.demo@example.org', '0771230003', 'LK21', 'LK2130');
  v2.available = false;

  const geo = GeographyService.instance();
  const place = (dsCode: string, dLat = 0, dLng = 0) => {
    const ds = geo.findDsDivision(dsCode)!;
    return {
      district: em.getReference(District, ds.districtCode),
      dsDivision: em.getReference(DsDivision, ds.code),
      latitude: ds.centroid[0] + dLat,
      longitude: ds.centroid[1] + dLng,
    };
  };

  const aid = (requestType: AidRequestType, status: AidRequestStatus, dsCode: string, extra: Partial<AidRequest>) => {
    return em.create(AidRequest, {
      requestType,
      status,
      contactNo: '0712345600',
      dateTime: hoursAgo(6),
      description: 'Emergency support requested',
      typeSupport: 'Emergency Aid',
      familySize: 1,
      isDemo: true,
      ...place(dsCode, 0.004, -0.003),
      ...extra,
    });
  };
  aid(AidRequestType.EMERGENCY, AidRequestStatus.APPROVED, 'LK1106', { contactNo: '0712345601' });
  aid(AidRequestType.EMERGENCY, AidRequestStatus.APPROVED, 'LK2130', {
    contactNo: '0712345602',
    fullName: 'Demo Lakshmi Nadarajah',
  });
  aid(AidRequestType.EMERGENCY, AidRequestStatus.DELIVERED, 'LK1103', { contactNo: '0712345603' });
  const post = (status: AidRequestStatus, dsCode: string, fullName: string, typeSupport: string, i: number) =>
    aid(AidRequestType.POST_DISASTER, status, dsCode, {
      fullName,
      nicNumber: `19${85 + i}12345678`,
      contactNo: `07123457${String(10 + i)}`,
      familySize: 2 + i,
      typeSupport,
      description: 'House flooded; family staying with relatives and needs help to return.',
    });
  const ongoing = post(AidRequestStatus.APPROVED, 'LK1103', 'Demo Saman Kumara', 'Supply distribution', 1);
  post(AidRequestStatus.PENDING, 'LK1103', 'Demo Dilani Herath', 'First aid', 2);
  post(AidRequestStatus.PENDING, 'LK1106', 'Demo Ravi Shankar', 'Food', 3);
  post(AidRequestStatus.REJECTED, 'LK1103', 'Demo Nadeesha Gunawardena', 'Shelter', 4);
  post(AidRequestStatus.DELIVERED, 'LK1106', 'Demo Mohamed Rizwan', 'Clothing', 5);
  post(AidRequestStatus.APPROVED, 'LK2130', 'Demo Anoma Rathnayake', 'Medical', 6);

  em.create(Alert, {
    type: AlertType.FLOOD,
    severity: Severity.HIGH,
    reporterContact: '0112320004',
    issuedAt: hoursAgo(3),
    isDemo: true,
    ...place('LK1106'),
  });
  em.create(Alert, {
    type: AlertType.LANDSLIDE,
    severity: Severity.MEDIUM,
    reporterContact: '0812320005',
    issuedAt: hoursAgo(20),
    isDemo: true,
    ...place('LK2130', 0.01, 0.01),
  });
  em.create(Alert, {
    type: AlertType.OTHER,
    customType: 'Strong winds',
    severity: Severity.LOW,
    status: AlertStatus.RESOLVED,
    resolvedAt: hoursAgo(30),
    resolvedBy: dsColombo,
    issuedAt: hoursAgo(48),
    isDemo: true,
    ...place('LK1103'),
  });

  em.create(Report, {
    reporterName: 'Demo Chaminda Perera',
    nicNumber: '198812345678',
    contactNo: '0761230001',
    dateTime: hoursAgo(2),
    description: 'Water level of the Kelani river rising fast near the bridge.',
    isDemo: true,
    ...place('LK1106', -0.002, 0.002),
  });
  em.create(Report, {
    reporterName: 'Demo Kamala Silva',
    contactNo: '0112320002',
    dateTime: hoursAgo(5),
    description: 'Cracks appearing on the slope behind the school after heavy rain.',
    submittedBy: dsKolonnawa,
    isDemo: true,
    ...place('LK1106'),
  });
  em.create(Report, {
    reporterName: 'Demo Sunil Bandara',
    contactNo: '0812320003',
    dateTime: hoursAgo(8),
    description: 'Small earth slips on the hillside road, trees leaning.',
    submittedBy: dsKandy,
    isDemo: true,
    ...place('LK2130'),
  });

  em.create(Contribution, {
    volunteer: v1,
    aidRequest: ongoing,
    district: ongoing.district,
    dsDivision: ongoing.dsDivision!,
    typeSupport: 'Supply Distribution',
    description: 'Delivered 10 kg rice and drinking water.',
    isDemo: true,
  });
  em.create(Contribution, {
    volunteer: v1,
    aidRequest: ongoing,
    district: ongoing.district,
    dsDivision: ongoing.dsDivision!,
    typeSupport: 'First Aid',
    description: 'Dressed minor wounds of two children.',
    status: ContributionStatus.APPROVED,
    decidedBy: dsColombo,
    decidedAt: hoursAgo(1),
    isDemo: true,
  });
  v3.isDemo = true;
  await em.flush();
  return true;
}

/** The demo accounts present, for the start-up banner. */
export async function demoLogins(rootEm: EntityManager): Promise<DemoLogin[]> {
  const users = await rootEm
    .fork()
    .find(User, { isDemo: true }, { orderBy: { id: 'asc' }, populate: ['district', 'dsDivision'] });
  const geo = GeographyService.instance();
  return users.map((u) => ({
    userId: u.id,
    role: u.role,
    fullName: u.fullName,
    where: u.dsDivision
      ? `${geo.findDsDivision(u.dsDivision.code)?.name.en} DS, ${geo.district(u.district.code).name.en}`
      : `${geo.district(u.district.code).name.en} district`,
  }));
}
