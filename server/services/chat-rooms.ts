import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema.ts';

/** 144 random bits, URL-safe; the letter prefix keeps it from ever reading as a number. */
const newRoomId = (): string => `r${randomBytes(18).toString('base64url')}`;

/**
 * The member's in-house chat room (CBS_launchChat): created on first use, then always the same. Two
 * concurrent first calls both end on the row that won the insert.
 */
export async function chatRoomOf(db: Db, memberId: number): Promise<string> {
  await db.insertInto('chat_rooms').values({ member_id: memberId, room_id: newRoomId() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const row = await db.selectFrom('chat_rooms').select('room_id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return row.room_id;
}
