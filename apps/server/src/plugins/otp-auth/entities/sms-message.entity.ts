import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A text the `outbox` SMS provider "sent": kept so tests and the dev tools can read it. */
@Entity('sms_outbox')
export class SmsMessage {
    @PrimaryGeneratedColumn() id: number;
    @CreateDateColumn() createdAt: Date;
    @Index()
    @Column({ type: 'varchar', length: 20 })
    phone: string;
    @Column({ type: 'varchar', length: 500 }) text: string;
}
