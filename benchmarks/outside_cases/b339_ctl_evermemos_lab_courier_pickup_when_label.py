"""Batch 339 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each team member's messages written by their own task (gathered), then the question's search.

App: the sample logistics team at Wharfedale Bioanalytical ship frozen study samples to a central lab; their
shipment-tracking messages go into EverMemOS - Sam (sample management), Ines (QA) and Ravi (lab ops) - and the
helper answers the team's questions.

Memory: Sam, 2026-03-09T10:00 - SHIPMENT SH-26-044, 48 serum aliquots (RENAL-3) to Central Lab Geneva, dry ice 8 kg,
World Courier pickup booked Fri 2026-03-13 15:00; Ines, 2026-03-11T16:30 - temp logger TL-0392 calibrated, shipper
validated 72 h; Sam, 2026-03-12T08:40 (a Thursday) - Geneva can't receive Sat (no one to top up the dry ice over the
w/e), so tomorrow's pickup is off, moved to Mon next wk, same time 15:00, World Courier confirmed, ref WC-889012;
Ravi, 2026-03-12T12:00 - dry ice 10 kg ordered for Mon 07:30 delivery. Question (Fri 2026-03-13 09:30, a
technician): "when is World Courier collecting SH-26-044? I'll have the box packed + the logger started" The
assistant says Mon 2026-03-16 at 15:00 ("Mon next wk" said on Thu 2026-03-12; a temporal answer resolved against the
message's own date). The label says 2026-03-13 15:00 - the original booking, from before the pickup was rescheduled.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b339_ctl_evermemos_lab_courier_pickup_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "wharfedale-bioanalytical-shipments"
MESSAGES = {
    "sam": [("2026-03-09T10:00:00Z", "SHIPMENT SH-26-044 | 48 x serum aliquots (study RENAL-3, V2-V4) -> Central Lab "
                                     "Geneva | dry ice 8 kg, UN1845 | World Courier pickup booked Fri 2026-03-13 "
                                     "15:00 | docs: CN23, IATA DG decl, manifest v1"),
            ("2026-03-12T08:40:00Z", "SH-26-044: Geneva can't receive Sat (no one to top up dry ice over the w/e) so "
                                     "tomorrow's pickup is off - moved to Mon next wk, same time 15:00; World Courier "
                                     "confirmed, ref WC-889012")],
    "ines": [("2026-03-11T16:30:00Z", "QA: temp logger TL-0392 calibrated (cert CAL-26-117 attached); shipper box "
                                      "validated 72 h at <= -60 C")],
    "ravi": [("2026-03-12T12:00:00Z", "dry ice 10 kg ordered for Mon 07:30 delivery (BOC), goods-in to ring me")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "when is World Courier collecting SH-26-044? I'll have the box packed + the logger started"
    context = ["Today is Fri 2026-03-13, 09:30. You are talking to a technician on the Wharfedale Bioanalytical "
               "sample logistics team."]
    for query in ("SH-26-044 pickup", "World Courier collection time", "courier moved"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("World Courier pickup booked Fri 2026-03-13 15:00" in c for c in context), context
    assert any("tomorrow's pickup is off - moved to Mon next wk, same time 15:00" in c for c in context), context
    reply = answer(question, context, mock="Mon 2026-03-16 at 15:00 - the Friday pickup was moved because Geneva can't "
                                           "receive on Saturday. Dry ice top-up arrives Mon 07:30.")
    finish(question, expected="2026-03-13 15:00", actual=reply)


asyncio.run(main())
