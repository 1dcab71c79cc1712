import { createLogger, setRootLogger } from '../observability/logger.js';

// Tests check answers, not log lines (the logging tests capture their own): no access log on the test output.
setRootLogger(createLogger({ level: 'silent', pretty: false }));
