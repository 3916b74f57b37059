"""Batch 107 (held out). A youth orchestra's tour group chat: EverMemOS async client (the offline stand-in server),
asyncio, script style.

App: the Calder Valley Youth Orchestra staff and parents' tour chat goes into EverMemOS (``v0.memories.add`` per
message, one group); the tour helper answers parents from a search of it.

Planted fault (ResponseError, the context had the answer): Mr Okafor says they're off the ferry at Calais about
11.30 their time on Sun 12/4; Gary the driver has to take a 45 min break by law, at the services outside Liège;
and they should pull into the youth hostel at Köln-Deutz about quarter past 5. Question (Thu 9/4, a parent): "how
long are they actually on the coach calais to cologne? ellie gets travel sick" -> expected getting on for six
hours (11.30 to about 5.15, a 45-minute stop in it). The model says about three and a half hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
ferry-arrival, break and hostel-arrival lines are in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b107_evermemos_orchestra_coach_hours_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "cvyo-tour-parents"
MESSAGES = [
    ("2037-04-02T18:10:00Z", "mr_okafor", "day 1 plan for the cologne leg - off the ferry at calais approx 11.30 "
                                          "their time (they're an hr ahead), straight onto the motorway"),
    ("2037-04-02T18:12:00Z", "mr_okafor", "Gary (driver) has to have a 45 min break by law so we'll stop at the "
                                          "services outside Liège, kids can get lunch there, bring euros"),
    ("2037-04-02T18:15:00Z", "mr_okafor", "should pull into the youth hostel at Köln-Deutz about quarter past 5, "
                                          "tea at 6.30"),
    ("2037-04-03T07:40:00Z", "mrs_lund", "can all strings pls bring a spare set of strings + rosin, shops won't be "
                                         "easy"),
    ("2037-04-05T20:02:00Z", "sam_dad", "does Ellie's anti-sickness stuff need to go in with the meds forms?"),
    ("2037-04-05T20:30:00Z", "mr_okafor", "@sam_dad yes pls, labelled, Mrs Lund holds all meds on the coach"),
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
    question = "how long are they actually on the coach calais to cologne? ellie gets travel sick"
    found = await client.v0.memories.search(extra_query={"query": "coach calais cologne ferry break hostel "
                                                                  "arrive time how long", "top_k": 10})
    context = ["Today is Thu 9 April 2037. You are talking to Ellie's dad."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("off the ferry at calais approx 11.30" in c for c in context), context
    assert any("45 min break by law" in c for c in context), context
    assert any("about quarter past 5" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="About three and a half hours of driving from Calais to Cologne, "
                                               "plus the stop at Liège.")
    finish(question, expected="nearly 6 hours all in - half 11 till about quarter past 5, with a 45 min stop",
           actual=reply)


asyncio.run(main())
