"""Batch 162 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each organiser's messages written by their own task (gathered), then the question's search.

App: the organisers' chat for Ashworth CC U16s' tour to Somerset (Fri 30th July - Mon 2nd Aug 2038, Premier Inn
Taunton, three games) goes into EverMemOS - Dave (coach), Lisa (tour manager) and Mark (captain's dad); the helper
answers parents from a search of it.

Memory: Dave, 2038-07-10T19:00: kit for tour - whites x2, club cap, helmet, box, pads, gloves, spikes + trainers, and
the club blazer + tie for the formal dinner sat night at the hotel; Lisa, 2038-07-19T21:10: the hotel have double
booked their function room on the sat, so no do - we're just taking them to Papa's for fish and chips on the front,
scruffs are fine, they can leave the blazers at home; Mark, 2038-07-22T08:30: spare club helmets in his boot for
anyone whose doesn't fit; Dave, 2038-07-28T17:45: suncream!! forecast 26 for the mon game, and a water bottle with
their name on. Question (Thu 29/7, Mrs Iqbal, new to the club): "what does Zain need to pack kit wise? first tour
he's been on" The assistant lists two sets of whites, the club cap, helmet, box, pads, gloves, spikes, trainers,
suncream and a named water bottle, and says no blazer. The label lists the kit with the club blazer and tie - for a
dinner that isn't happening.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b162_ctl_evermemos_crickettour_kit_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ashworth-u16-tour-organisers-2038"
MESSAGES = {
    "dave": [("2038-07-10T19:00:00Z", "kit for tour: whites x2, club cap, helmet, box, pads, gloves, spikes + "
                                      "trainers. and club blazer + tie for the formal dinner sat night at the hotel"),
             ("2038-07-28T17:45:00Z", "and SUNCREAM!! forecast's 26 for the mon game. water bottle w their name on")],
    "lisa": [("2038-07-19T21:10:00Z", "hotel have double booked their function room on the sat so no do 😞 we're "
                                      "just taking them to Papa's for fish + chips on the front, scruffs are fine, "
                                      "they can leave the blazers at home")],
    "mark": [("2038-07-22T08:30:00Z", "I've got the spare club helmets in my boot for anyone whose doesn't fit")],
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
    question = "what does Zain need to pack kit wise? first tour he's been on"
    found = await client.v0.memories.search(extra_query={"query": "kit for tour pack whites helmet blazer suncream",
                                                         "top_k": 10})
    context = ["Today is Thu 29 July 2038. You are talking to Mrs Iqbal, whose son Zain is going on the Ashworth CC "
               "U16s tour (Fri 30 July - Mon 2 Aug)."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("club blazer + tie for the formal dinner" in c for c in context), context
    assert any("leave the blazers at home" in c for c in context), context
    assert any("SUNCREAM" in c for c in context), context
    reply = answer(question, context, mock="Two sets of whites, the club cap, helmet, box, pads, gloves, spikes and "
                                           "trainers, plus suncream and a water bottle with his name on. No blazer - "
                                           "the Saturday do's off, it's fish and chips.")
    finish(question, expected="whites x2, club cap, helmet, box, pads, gloves, spikes, trainers, and the club blazer "
                              "and tie", actual=reply)


asyncio.run(main())
