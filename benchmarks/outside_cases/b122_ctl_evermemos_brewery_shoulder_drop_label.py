"""Batch 122 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio.

App: Ribble Hop Co.'s brewery group chat (Kev the driver, Lou on the books, Mick the brewer) goes into EverMemOS; the
helper answers whoever's asking about the delivery runs from a search of it.

Memory: Kev, 6/4: this wk's thurs run is the Shoulder of Mutton, the Fleece, the Packhorse and the White Lion; the
Shoulder's every other thurs, so next after this is Thurs 23rd; Kev, 14/4: Deb at the Shoulder rang - they've got
the lads in re-doing the cellar floor on the 23rd, can we come the day before; he's passing on the weds anyway on
the way back from Skipton so told her no bother, weds 22nd, before 11 as the floor lads start at 12. Question
(Fri 17/4, Mick, planning the brew): "when's the shoulder's next drop? need 4 firkins of the pale racked for it"
The assistant says Weds 22nd, before 11. The label says Thurs 23rd - in memory, the usual fortnightly slot, but
the cellar floor's being done that day.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b122_ctl_evermemos_brewery_shoulder_drop_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ribble-hop-brewery"
MESSAGES = [
    ("2037-04-06T07:55:00Z", "kev", "thurs run this wk: Shoulder of Mutton, Fleece, Packhorse, White Lion. Shoulder's "
                                    "every other thurs so next one after this is Thurs 23rd. 4 firkins pale each time"),
    ("2037-04-08T16:20:00Z", "lou", "Fleece - £78 off for the porter Kev brought back, Nadine's ok with it"),
    ("2037-04-14T10:05:00Z", "kev", "Deb at the Shoulder rang - they've got the lads in re-doing the cellar floor on "
                                    "the 23rd, can we come the day before? I'm passing on the weds anyway on the way "
                                    "back from Skipton so told her no bother, weds 22nd, before 11 as the floor lads "
                                    "start at 12"),
    ("2037-04-15T18:40:00Z", "mick", "FV2 pale ready to rack mon, 18 firkins' worth. porter's had another wk"),
    ("2037-04-16T08:10:00Z", "lou", "White Lion paid INV 1061, £156. Packhorse still cash on delivery pls Kev"),
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
    question = "when's the shoulder's next drop? need 4 firkins of the pale racked for it"
    found = await client.v0.memories.search(extra_query={"query": "Shoulder of Mutton next delivery drop day",
                                                         "top_k": 10})
    context = ["Today is Fri 17 April 2037. You are talking to Mick, Ribble Hop's brewer."]
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
    assert any("next one after this is Thurs 23rd" in c for c in context), context
    assert any("re-doing the cellar floor on the 23rd" in c and "weds 22nd" in c for c in context), context
    reply = answer(question, context, mock="Weds 22nd, before 11 - the Shoulder's having its cellar floor done on the "
                                           "Thursday, so Kev's dropping it the day before on his way back from "
                                           "Skipton.")
    finish(question, expected="Thurs 23rd", actual=reply)


asyncio.run(main())
