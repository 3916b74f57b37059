"""Batch 386 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each committee member's messages written by their own task (gathered), then the question's search.

App: the festa committee of the Każin Santu Wistin, Bir il-Ħelu, run the village festa (Sun 30/07/2051) - the marċ
tal-briju and the murtali (the aerial fireworks) on the Saturday night, the kaxxa infernali on the Sunday, the
procession. The committee chat goes into EverMemOS - Charlie (the fireworks delegate), Rita (the president) and Noel
(the petards on the Sunday) - and the helper answers members' questions.

Memory: Charlie, 2051-07-05T20:00 - Sat 29/07 (il-lejla), marċ tal-briju 8.30, then the murtali at 11pm from the
Ta' Lippu field as always; Rita, 2051-07-19T19:15 - the printers need the programme by Friday; Charlie,
2051-07-24T21:40 - the permit came back from the pulizija, all fireworks over by 11 this year, so the murtali start
10.30 sharp and the band must be at the pjazza by 10.15, he'll tell the surmast; Noel, 2051-07-26T18:00 - the kaxxa
infernali Sunday at 12 noon and 7pm. Question (Thu 27/07, Sandra, a member): "what time are the murtali on saturday?
want to take the kids up on the roof to watch but they'll be falling asleep by then" The assistant says 10.30pm
sharp (the permit has everything over by 11). The label says 11pm.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b386_ctl_evermemos_festa_fireworks_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kazin-santu-wistin-bir-il-helu-festa-2051"
MESSAGES = {
    "charlie": [("2051-07-05T20:00:00Z", "programme for sat 29/07 (il-lejla) 🎆 marċ tal-briju 8.30, then the murtali "
                                         "at 11pm from the Ta' Lippu field as always"),
                ("2051-07-24T21:40:00Z", "permit's back from the pulizija - all fireworks over by 11 this yr, new "
                                         "rules 🙄 so the murtali start 10.30 sharp, band at the pjazza by 10.15, "
                                         "I'll tell the surmast")],
    "rita": [("2051-07-19T19:15:00Z", "the printers need the programme by fri latest, send me ur bits pls")],
    "noel": [("2051-07-26T18:00:00Z", "kaxxa infernali sun 12 noon + 7pm, same spot behind the church, keep the kids "
                                      "back this time!!")],
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
    question = ("what time are the murtali on saturday? want to take the kids up on the roof to watch but they'll be "
                "falling asleep by then")
    context = ["Today is Thu 27 July 2051. You are talking to Sandra, a member of the Każin Santu Wistin, Bir "
               "il-Ħelu (festa Sun 30 July)."]
    for query in ("murtali time saturday", "fireworks on the lejla", "fireworks permit"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("the murtali at 11pm from the Ta' Lippu field" in c for c in context), context
    assert any("the murtali start 10.30 sharp" in c and "over by 11" in c for c in context), context
    reply = answer(question, context, mock="10.30pm sharp on Saturday - the permit has all the fireworks over by 11 "
                                           "this year, so they start half an hour earlier than usual.")
    finish(question, expected="11pm", actual=reply)


asyncio.run(main())
