import { Button, CalendarDateField, Checkbox, cx } from "../../ui";
import * as styles from "./capacity.css";
import { t } from "./texts";

/** The board's date (typed, or 'Hari ini' / 'Besok') and whether archived locations show. */
export function BoardToolbar({
  date,
  isDateIncomplete,
  onDateTyped,
  onToday,
  onTomorrow,
  showArchived,
  onShowArchived,
}: {
  /** YYYY-MM-DD, or '' while typed incompletely */
  date: string;
  isDateIncomplete: boolean;
  /** a whole date as YYYY-MM-DD, '' while a segment is empty */
  onDateTyped: (value: string) => void;
  onToday: () => void;
  onTomorrow: () => void;
  showArchived: boolean;
  onShowArchived: (on: boolean) => void;
}) {
  return (
    <div className={styles.toolbar}>
      <CalendarDateField
        language="id"
        className={styles.dateField}
        label={t.dateLabel}
        description={t.dateHelp}
        value={date}
        errorMessage={isDateIncomplete ? t.dateInvalid : undefined}
        onChange={onDateTyped}
      />
      <div className={cx(styles.buttonRow, styles.besideDate)}>
        <Button variant="secondary" onPress={onToday}>
          {t.today}
        </Button>
        <Button variant="secondary" onPress={onTomorrow}>
          {t.tomorrow}
        </Button>
      </div>
      <Checkbox className={styles.archivedSwitch} isSelected={showArchived} onChange={onShowArchived}>
        {t.showArchived}
      </Checkbox>
    </div>
  );
}
