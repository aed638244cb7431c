import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A bot-check challenge whose solution was accepted. The unique `challengeId` (the challenge's
 * signed nonce) is what lets a solution through once only, across requests and processes.
 * Rows are kept until the challenge expires (epoch milliseconds), then deleted hourly.
 */
@Entity('altcha_solution')
export class AltchaSolution {
    @PrimaryGeneratedColumn() id: number;
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 100 })
    challengeId: string;
    @Index()
    @Column({ type: 'bigint' })
    expiresAt: string | number;
}
