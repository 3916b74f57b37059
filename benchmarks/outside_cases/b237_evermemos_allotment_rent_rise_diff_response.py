"""Batch 237 (held out). A village allotment society: EverMemOS async client (offline stand-in), asyncio - each
committee member's messages written by their own task (gathered), then the question's search; the answer call has
the AGM's amended rent in its context and works the rise out from the proposal the AGM turned down.

App: Stubbing Lane Allotments (40 plots, full and half) keep the committee chat in EverMemOS - Carol (the treasurer),
Ian (the chair) and Pat (who does the water rota) - and the helper answers plot holders' questions.

Planted fault (ResponseError, ignored sufficient context): Carol, 2050-01-12T18:00 - rents for 2050 as last year,
full plot £32, half £18, water £5 on top, due by 31st March; Ian, 2050-02-03T20:45 - the committee's proposing full
plots go up to £40 to pay for the new water tank, half plots £22, to go to the vote at the AGM; Pat,
2050-02-20T19:30 - the water rota, Weds and Sat evenings, names on the board by the tap; Carol, 2050-03-11T09:15 -
AGM last night, 31 there, the rise was voted through but folk said £40 was too steep, so it was amended to £38 full
/ £21 half, water stays £5, tank goes in in April. Question (Mon 14/3, Bill, a full plot): "how much more am I
paying for my plot this yr? full plot, + I have the water" -> expected £6 more (£38 instead of £32; the water's
still £5, so £43 all in). The model says £8 more, from the £40 proposal.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has last year's £32, the £40 proposal and the AGM's amended £38, and the model used the proposal. Asserted:
the context has the £32, the £40 proposal and the amended £38.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b237_evermemos_allotment_rent_rise_diff_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "stubbing-lane-allotments-cttee"
MESSAGES = {
    "carol": [("2050-01-12T18:00:00Z", "rents for 2050 same as last yr to start with - full plot £32, half £18, water "
                                       "£5 on top if u use the tap. due by 31st march, cash or bank to me"),
              ("2050-03-11T09:15:00Z", "AGM last nite - 31 there!! rent rise voted thru but folk said £40 was too "
                                       "steep so it got amended to £38 full / £21 half 👍 water stays £5. tank goes "
                                       "in in april, Ian's sorting a digger")],
    "ian": [("2050-02-03T20:45:00Z", "cttee's proposing full plots go up to £40 to pay for the new water tank, half "
                                     "plots £22 - going to the vote at the AGM, thurs 10th")],
    "pat": [("2050-02-20T19:30:00Z", "water rota 💧 weds + sat evenings, ur name on the board by the tap, 2 cans a "
                                     "plot max when it's dry, no hoses left running!!")],
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
    question = "how much more am I paying for my plot this yr? full plot, + I have the water"
    context = ["Today is Mon 14 March 2050. You are talking to Bill, who has a full plot at Stubbing Lane "
               "Allotments."]
    for query in ("plot rent this year", "rent rise AGM vote", "water charge"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("full plot £32" in c for c in context), context
    assert any("full plots go up to £40" in c for c in context), context
    assert any("amended to £38 full" in c and "water stays £5" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£8 more - full plots have gone up from £32 to £40 for the new water "
                                               "tank. The water's still £5 on top.")
    finish(question, expected="£6 more - £38 instead of £32 (the AGM knocked the £40 down); water still £5, so £43 "
                              "all in", actual=reply)


asyncio.run(main())
