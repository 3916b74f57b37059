"""Batch 99 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (the offline stand-in
server), asyncio, script style.

App: the Weston Link (St Mary's parish magazine) team's WhatsApp group goes into EverMemOS (``v0.memories.add`` per
message, one group); the group's helper answers the team and advertisers.

Memory: Janet: copy is due the 10th of the month before, proofs go out to advertisers by the 14th and come back
to her by the 18th; Keith at the printers: they're shut 16-23 Nov while the new press goes in, so anything for the
December issue has to be with him by Fri 14th; Janet: so for December, copy by 3 Nov, proofs out the 6th, back to
her Mon 10th, she'll email the advertisers. Question (Wed 5/11, Dee from Hair by Dee): "when do i have to get my
proof back to you for the december one?" The assistant says Monday 10 November. The label says the 18th, as
usual.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b99_ctl_evermemos_parish_mag_proof_date_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "weston-link-team"
MESSAGES = [
    ("2036-09-02T18:20:00Z", "janet", "reminder for the new yr of issues: copy due the 10th of the month before, "
                                      "proofs out to advertisers by the 14th, back to me by the 18th pls"),
    ("2036-10-21T09:05:00Z", "keith", "heads up from the printers - we're shut 16-23 Nov while the new press goes "
                                      "in. anything for the Dec issue has to be with me by Fri 14th latest"),
    ("2036-10-21T12:40:00Z", "janet", "eek ok. so for DEC: copy by 3 Nov, proofs out the 6th, back to me mon 10th. "
                                      "I'll email the advertisers tonight"),
    ("2036-10-24T16:10:00Z", "rev sue", "carol service details for Dec to Janet by the 1st pls, + the crib service "
                                        "times"),
    ("2036-11-04T10:30:00Z", "janet", "Barkers want a 1/4 page in Dec + Jan, £25 each, proof to them tmrw"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    for i, (when, who, text) in enumerate(MESSAGES, 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who,
                                     group_id=GROUP, flush=True)
    question = "when do i have to get my proof back to you for the december one?"
    found = await client.v0.memories.search(extra_query={"query": "proof back December issue deadline advertisers "
                                                                  "printers copy", "top_k": 10})
    context = ["Today is Wed 5 November 2036. You are talking to Dee from Hair by Dee, an advertiser."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("back to me by the 18th" in c for c in context), context
    assert any("shut 16-23 Nov" in c for c in context), context
    assert any("back to me mon 10th" in c for c in context), context
    reply = answer(question, context, mock="By Monday 10 November - the printers shut from the 16th for their new "
                                           "press, so the December issue runs early this time.")
    finish(question, expected="the 18th of November, same as every month", actual=reply)


asyncio.run(main())
