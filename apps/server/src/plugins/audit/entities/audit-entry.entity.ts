import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One successful admin-API mutation: who (administrator id and sign-in identifier, kept as text
 * so the entry survives the administrator's deletion), what (operation, area, entity type and id,
 * a short redacted summary of the input) and when (createdAt). Append-only: nothing in the server
 * updates or deletes a row, and the migration adds database triggers that refuse UPDATE and
 * DELETE on the table (docs/audit.md).
 */
@Entity('audit_entry')
@Index(['area', 'createdAt'])
@Index(['administratorId', 'createdAt'])
export class AuditEntry extends VendureEntity {
    constructor(input?: DeepPartial<AuditEntry>) {
        super(input);
    }

    @Column({ type: 'integer', nullable: true })
    administratorId: number | null;

    /** The administrator's sign-in identifier at the time (or the user's, for an API user without an administrator). */
    @Column({ type: 'varchar', length: 255 }) identifier: string;

    /** The mutation's schema field, e.g. savePrizeTable, updateRole, settleRefund. */
    @Column({ type: 'varchar', length: 100 }) operation: string;

    @Column({ type: 'varchar', length: 32 }) area: string;

    @Column({ type: 'varchar', length: 64, nullable: true }) entityType: string | null;

    @Column({ type: 'varchar', length: 64, nullable: true }) entityId: string | null;

    /** The mutation's arguments as JSON, secrets redacted and long values shortened (at most 2,000 characters). */
    @Column({ type: 'text' }) summary: string;
}
