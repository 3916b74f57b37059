"""Batch 278 (held out). A co-working space's meeting-room bookings: EverMemOS async client (offline stand-in),
asyncio (each staff member's messages written by their own task, gathered, then the question's search); the answer
call has the cancellation in its context and answers from the booking it undid.

App: Kiln Street Studios (a co-working space - hot desks, a dozen small offices, the Boardroom for up to 14 and two
pod rooms) runs its bookings chat through EverMemOS - Bea (community manager), Marco (front of house) and Dan
(facilities) - and the helper answers members' booking questions.

Planted fault (ResponseError, ignored sufficient context): the context has Bea's 2051-02-27T10:05 message - the
Boardroom is booked by Northwind Thu 9/3 1-5pm for their quarterly, catering for 12; Dan's 2051-03-02T08:30 message
- the Boardroom screen is fixed, new HDMI + USB-C dongle on the table; Marco's 2051-03-06T16:45 message - Northwind
rang, they've moved their quarterly to Fri 10th same times, so Thursday afternoon's free again, he's told the
caterers; and Bea's 2051-03-07T09:10 message - pods 1 and 2 are booked solid Thursday for interviews. Question (Tue
7/3, Yusuf, a member): "is the boardroom free thurs afternoon? got a client pitch, 6 of us, 2-4ish" -> expected yes
(Northwind moved to Friday). The model says no, Northwind have it 1-5.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both the Northwind booking and Marco's message moving it to Friday and freeing Thursday, and the
model answered from the booking alone. Asserted: the context has the booking line and the move line.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b278_evermemos_cowork_boardroom_free_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kiln-street-bookings-2051"
MESSAGES = {
    "bea": [("2051-02-27T10:05:00Z", "BOARDROOM - Northwind have it thurs 9/3 1-5pm for their quarterly 📊 catering "
                                     "for 12, coffee at 1 + 3"),
            ("2051-03-07T09:10:00Z", "pods 1 + 2 booked solid thurs for interviews, pls keep the noise down by "
                                     "the pods")],
    "dan": [("2051-03-02T08:30:00Z", "boardroom screen's FIXED 🙌 new HDMI + a usb-c dongle on the table, don't walk "
                                     "off with it")],
    "marco": [("2051-03-06T16:45:00Z", "Northwind rang - they've moved their quarterly to fri 10th same times, so thurs "
                                       "afternoon's free again in the boardroom. told the caterers")],
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
    question = "is the boardroom free thurs afternoon? got a client pitch, 6 of us, 2-4ish"
    context = ["Today is Tue 7 March 2051. You are talking to Yusuf, a member at Kiln Street Studios."]
    for query in ("boardroom booking thursday", "Northwind quarterly", "is the boardroom free"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Northwind have it thurs 9/3 1-5pm" in c for c in context), context
    assert any("moved their quarterly to fri 10th" in c and "thurs afternoon's free again" in c
               for c in context), context
    with fault():
        reply = answer(f"(Yusuf) {question}", context,
                       mock="No, sorry - Northwind have the Boardroom 1-5pm on Thursday for their quarterly. The pods "
                            "are booked too; Friday might be better.")
    finish(question, expected="yes - Northwind moved their quarterly to Friday, so Thursday afternoon's free",
           actual=reply)


asyncio.run(main())
