import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The live code of one (phone, purpose): a new code replaces the old one in the same row.
 * Only a keyed hash of the code is stored (HMAC-SHA256 with a per-code salt). Times are epoch
 * milliseconds; every change is one conditional statement, so limits hold across processes.
 */
@Entity('otp_code')
@Index(['phone', 'purpose'], { unique: true })
export class OtpCode {
    @PrimaryGeneratedColumn() id: number;
    /** E.164. */
    @Column({ type: 'varchar', length: 20 }) phone: string;
    @Column({ type: 'varchar', length: 20 }) purpose: string;
    @Column({ type: 'varchar', length: 64 }) codeHash: string;
    @Column({ type: 'varchar', length: 32 }) salt: string;
    /** Checks made against this code; at the limit it is burned. */
    @Column({ type: 'integer' }) attempts: number;
    @Column({ type: 'bigint' }) sentAt: string | number;
    @Index()
    @Column({ type: 'bigint' })
    expiresAt: string | number;
    /** When the right code was entered; a verified code is then good for one sign-up, reset or change. */
    @Column({ type: 'bigint', nullable: true }) verifiedAt: string | number | null;
    /** The signed-in customer who asked (phone change, password update): only they may use it. */
    @Column({ type: 'integer', nullable: true }) customerId: number | null;
    /**
     * The Vendure session that entered the right code first: a sign-up that does not carry the
     * code itself must come from this session (issue 30 #6), so a verified phone is no use to
     * another client.
     */
    @Column({ type: 'integer', nullable: true }) verifiedSessionId: number | null;
}
