"""Batch 142 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: Calder Valley Dog Rescue's walk committee chat (Steph who organises the sponsored walk, Priya on sponsors, Dan
the treasurer) goes into EverMemOS; the helper answers the committee from a search of it.

Memory: Priya, 2037-04-02T20:10: six sponsors signed up for the backs of the walk T-shirts - Barkers pet shop, Hebden
vets, the Co-op, Calder Valley Motors, the Stubbing Wharf and Mytholm garden centre, logos to Dan; Dan,
2037-04-20T19:00: 120 T-shirts, size split from the entries; Priya, 2037-05-10T14:30: walked past Barkers - shutters
down, a note in the window thanking folk for 22 years, Mr Barker's retired, so that's them off the backs, she's not
chasing a shop that isn't there; Steph, 2037-05-11T09:15: printer wants the artwork by Friday. Question (Tue 12/5,
Dan, sending the artwork): "how many logos are going on the back of the tshirts? printer's asking" The assistant says
5 (Barkers have shut). The label says 6 - in memory, the number Priya signed up in April.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b142_ctl_evermemos_dogwalk_sponsor_count_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cvdr-walk-cttee"
MESSAGES = {
    "priya": [("2037-04-02T20:10:00Z", "6 sponsors signed up for the backs of the tshirts!! Barkers pet shop, Hebden "
                                       "vets, the Co-op, Calder Valley Motors, the Stubbing Wharf + Mytholm garden "
                                       "centre. logos coming to Dan"),
              ("2037-05-10T14:30:00Z", "walked past Barkers this morning - shutters down + a note in the window "
                                       "thanking everyone for 22 yrs, Mr Barker's retired. so that's them off the "
                                       "backs, not chasing a shop that isnt there")],
    "dan": [("2037-04-20T19:00:00Z", "ordered 120 tshirts from the place in Todmorden, size split off the entries, "
                                     "£3.20 each. logo files in the shared folder")],
    "steph": [("2037-05-11T09:15:00Z", "printer wants the artwork by fri for the tshirts. walk's sun 7th june, "
                                       "registration 9-10 at Midgehole")],
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
    question = "how many logos are going on the back of the tshirts? printer's asking"
    found = await client.v0.memories.search(extra_query={"query": "sponsors logos backs of the tshirts Barkers "
                                                                  "printer", "top_k": 10})
    context = ["Today is Tue 12 May 2037. You are talking to Dan, treasurer of Calder Valley Dog Rescue, sending the "
               "T-shirt artwork for the sponsored walk."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("6 sponsors signed up for the backs" in c for c in context), context
    assert any("shutters down" in c and "off the backs" in c for c in context), context
    reply = answer(question, context, mock="5 - Hebden vets, the Co-op, Calder Valley Motors, the Stubbing Wharf "
                                           "and Mytholm garden centre. Barkers have shut, so they're off.")
    finish(question, expected="6", actual=reply)


asyncio.run(main())
