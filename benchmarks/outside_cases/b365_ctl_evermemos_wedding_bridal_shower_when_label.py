"""Batch 365 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each planner's messages written by their own task (gathered), then the question's search.

App: cousin Kimberley ("Kim") marries Rohan on Sat 17 Dec 2050; the bridesmaids and the aunties plan a surprise
bridal shower for her. Their WhatsApp group ("Kim shower - NUH TELL HER 🤫") goes into EverMemOS - Kerry-Ann (the
maid of honour), Shanice (a bridesmaid) and Aunty Pearl (whose house it's at) - and the helper answers the group.

Memory: Kerry-Ann, 2050-10-30T19:00 (a Sunday) - the shower is next week Saturday (the 5th) at Aunty Pearl's, 3pm,
surprise; Shanice, 2050-11-01T12:20 - she's buying the towel set, J$8,500; Kerry-Ann, 2050-11-02T21:05 (a
Wednesday) - "change up di plan", Aunty Pearl has to go to country for a funeral this weekend, so the shower moves to
the Saturday after, same time, same place; Aunty Pearl, 2050-11-03T07:30 - she's making the sorrel punch and the
sandwiches. Question (Thu 3/11, Tanya, a cousin): "when di bridal shower again? mi need fi tell mi boss mi nah work
dat Saturday" The answer depends on when the change was said: "dis weekend" in Wednesday 2 Nov's message is the
weekend of the 5th, so "di Saturday after" is Saturday 12 November. The assistant says Saturday 12 November, 3pm at
Aunty Pearl's. The label says Saturday 5 November (the date before it was moved).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b365_ctl_evermemos_wedding_bridal_shower_when_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kim-bridal-shower-2050"
MESSAGES = {
    "kerry-ann": [("2050-10-30T19:00:00Z", "BRIDAL SHOWER 💐 fi Kim next week Saturday (di 5th) a Aunty Pearl yard, "
                                           "3pm. SURPRISE so nobody open unu mout!! Rohan a go carry her come"),
                  ("2050-11-02T21:05:00Z", "change up di plan 🙄 Aunty Pearl haffi go a country fi a funeral dis "
                                           "weekend, so di shower move to di Saturday after. same time, same place. "
                                           "tell Rohan")],
    "shanice": [("2050-11-01T12:20:00Z", "mi a buy di towel set from Hi-Lo, J$8,500. who a do di games? mi nah play "
                                         "no toilet paper dress again 😂")],
    "aunty-pearl": [("2050-11-03T07:30:00Z", "mi a mek di sorrel punch an di sandwich dem, unu jus bring yuhself an "
                                             "a likkle gift. God bless")],
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
    question = "when di bridal shower again? mi need fi tell mi boss mi nah work dat Saturday"
    context = ["Today is Thu 3 November 2050. You are talking to Tanya, Kim's cousin, in the group planning Kim's "
               "surprise bridal shower."]
    for query in ("bridal shower date", "shower move", "Aunty Pearl yard Saturday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("next week Saturday (di 5th)" in c for c in context), context
    assert any("shower move to di Saturday after" in c and "dis weekend" in c for c in context), context
    reply = answer(question, context, mock="Saturday 12 November, 3pm a Aunty Pearl yard - it move from di 5th "
                                           "because she haffi go a country fi a funeral dis weekend.")
    finish(question, expected="Saturday 5 November, 3pm at Aunty Pearl's", actual=reply)


asyncio.run(main())
