"""Batch 208 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each person's messages written by their own task (gathered), then the question's search.

App: Hartlebury Rowing Club takes a women's coxed four and a mixed eight to Bewdley Regatta on Sat 6th July 2047 -
heats in the morning, finals from 3, the club gazebo by the bridge. The club's crew chat goes into EverMemOS - Sue
(the club captain), Ellie (a cox) and Kate (in the four); the helper answers members.

Memory: Sue, 2047-06-10T20:30 - crews for Bewdley: W4+ Jo, Kate, Priya, Bev (stroke), cox Ellie, mixed 8 to be
confirmed; Ellie, 2047-06-18T22:05 - gutted, she's just realised it's Hannah's hen do in Bath that weekend, so she's
out for Bewdley; Sue, 2047-06-19T07:40 - no worries Ellie, have fun, Maggie (the junior coach) says she'll cox the
W4+, she's done loads; Kate, 2047-06-21T19:15 - is there a crew meeting before, half 6 Thursday at the boathouse?
Question (Weds 3/7, Kate): "who's coxing us sat? want to go through the start with them beforehand" The assistant
says Maggie, the junior coach (Ellie's at a hen do in Bath). The label says Ellie.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b208_ctl_evermemos_regatta_cox_who_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "hartlebury-rc-bewdley-regatta-2047"
MESSAGES = {
    "sue": [("2047-06-10T20:30:00Z", "crews for Bewdley sat 6th july 🚣‍♀️ W4+ Jo, Kate, Priya, Bev (str), cox "
                                     "Ellie. mixed 8 TBC, waiting on the men as usual"),
            ("2047-06-19T07:40:00Z", "no worries Ellie, have fun 🥂 Maggie (the junior coach) says she'll cox the W4+, "
                                     "she's done loads")],
    "ellie": [("2047-06-18T22:05:00Z", "gutted 😭 just realised it's Hannah's hen do in Bath that wkd, I'm out for "
                                       "Bewdley, sorry girls!!")],
    "kate": [("2047-06-21T19:15:00Z", "is there a crew meeting before? half 6 thurs at the boathouse? want to go "
                                      "through the start + the bridge arch")],
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
    question = "who's coxing us sat? want to go through the start with them beforehand"
    context = ["Today is Weds 3 July 2047. You are talking to Kate, who rows in Hartlebury RC's women's coxed four at "
               "Bewdley Regatta on Sat 6 July."]
    for query in ("cox W4+ Bewdley", "crews for Bewdley", "who's coxing"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Bev (str), cox Ellie" in c for c in context), context
    assert any("Hannah's hen do in Bath" in c for c in context), context
    assert any("she'll cox the W4+" in c for c in context), context
    reply = answer(question, context, mock="Maggie, the junior coach - Ellie's at a hen do in Bath that weekend.")
    finish(question, expected="Ellie", actual=reply)


asyncio.run(main())
