"""Batch 290 (held out). A bridge club's Christmas drive: EverMemOS async client (offline stand-in), asyncio - each
organiser's messages written by their own task (gathered), then the question's searches and the answer call; the
answer has the changed what-to-bring in its context and gives the first list.

App: Luddenden Bridge Club hold a Christmas drive on Thu 15th Dec 2050 instead of the afternoon duplicate - a fun
pairs with pre-dealt hands, a buffet, a raffle for the air ambulance, prizes for the top three pairs and the booby.
The organisers' chat goes into EverMemOS - Sue (the social secretary) and Brian (the tournament director) - and the
helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): the context has Sue's 2050-11-02T14:00 message - the
drive Thu 15th Dec 1.30, bring a plate (sandwiches or something sweet), £5 on the door, and a wrapped raffle prize
if you can; Brian's 2050-11-10T20:30 message - prizes, pre-dealt hands; Sue's 2050-11-29T10:15 message - change of
plan, the committee's got Bev's caterers in for the food this year so NO plates needed, it's £8 on the door now to
cover the buffet, still a wrapped raffle prize please, Christmas jumpers optional; and Brian's 2050-12-05T19:00
message - 22 pairs so far. Question (Mon 12/12, Doreen): "what do I need to bring on thursday? I've got a tray of
mince pies ready 😊" -> expected £8 for the door and a wrapped raffle prize - no plate, the caterers are doing the
food (a Christmas jumper if she likes). The model gives the first list: a plate of food (the mince pies will do),
£5 and a raffle prize.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): both of Sue's messages
are in the context the model was given, the later one plainly replacing the plate and the £5, and the model
answered from the first. Asserted: the context has both messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b290_evermemos_bridge_xmas_drive_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "luddenden-bc-xmas-drive-2050"
MESSAGES = {
    "sue": [("2050-11-02T14:00:00Z", "XMAS DRIVE 🎄 thurs 15th dec 1.30 instead of the afternoon duplicate. bring a "
                                     "plate pls (sandwiches or something sweet), £5 on the door + a raffle prize if "
                                     "u can, wrapped. raffle's for the air ambulance"),
            ("2050-11-29T10:15:00Z", "change of plan!! committee's got Bev's caterers in for the food this yr so NO "
                                     "plates needed 🙌 it's £8 on the door now to cover the buffet. still a wrapped "
                                     "raffle prize pls. xmas jumpers optional")],
    "brian": [("2050-11-10T20:30:00Z", "prizes for the top 3 pairs + the booby, hands pre-dealt by the machine so no "
                                       "moaning about the shuffle ♠️"),
              ("2050-12-05T19:00:00Z", "22 pairs so far = 11 tables, room for 2 more tables if anyone's dithering")],
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
    question = "what do I need to bring on thursday? I've got a tray of mince pies ready 😊"
    context = ["Today is Mon 12 December 2050. You are talking to Doreen, a member of Luddenden Bridge Club "
               "(Christmas drive Thu 15 Dec)."]
    for query in ("what to bring to the christmas drive", "bring a plate food", "cost on the door raffle prize"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("bring a plate pls" in c and "£5 on the door" in c for c in context), context
    assert any("NO plates needed" in c and "£8 on the door now" in c for c in context), context
    with fault():
        reply = answer(f"(Doreen) {question}", context,
                       mock="Your mince pies are perfect - it's bring a plate, so sandwiches or something sweet. "
                            "Plus £5 on the door and a wrapped raffle prize if you can.")
    finish(question, expected="£8 on the door and a wrapped raffle prize - no plate, Bev's caterers are doing the food",
           actual=reply)


asyncio.run(main())
