"""Batch 330 (held out). An allotment seed library: EverMemOS async client (offline stand-in), asyncio - each
volunteer's messages written by their own task (gathered), then the question's searches; the answer call has what's
gone from the tomato tin in its context and lists the tin as first stocked.

App: Holmfield Allotments keep a seed library in the end shed - tins of donated and saved seed by crop, a book to
sign, open when someone's about at the weekend. The volunteers' group chat goes into EverMemOS - Maureen (who runs
it), Ian (who sorts the tins) and Alan (a plot holder who saves his own seed) - and the helper answers plot holders'
questions.

Planted fault (ResponseError, ignored sufficient context): Maureen, 2050-02-20T19:10 - the tomato tin's sorted:
Gardener's Delight, Moneymaker, Sungold, Black Krim, 2 packets a plot on toms; Ian, 2050-03-05T12:30 - the Sungold's
all gone, the last packet went on Saturday, and he's binned the Black Krim, they were 2044 seed, 1 in 20 came up at
home; Alan, 2050-03-12T10:05 - he's dropped off some Ailsa Craig saved off his plot, 6 envelopes in the tin;
Maureen, 2050-03-14T18:20 - the shed key's under the water butt now. Question (Tue 22/3, Neha, plot 7): "what
tomatoes have u got? only got room for 2 plants in my little greenhouse" -> expected Gardener's Delight, Moneymaker
and Ailsa Craig. The model lists Gardener's Delight, Moneymaker, Sungold and Black Krim.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the first tin list, Ian's message that the Sungold's gone and the Black Krim's binned, and Alan's
Ailsa Craig, and the model answered from the first list. Asserted: the context has the three messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b330_evermemos_seed_library_tomatoes_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "holmfield-allotments-seed-library-2050"
MESSAGES = {
    "maureen": [("2050-02-20T19:10:00Z", "tomato tin's sorted 🍅 Gardener's Delight, Moneymaker, Sungold, Black "
                                         "Krim. 2 packets a plot on toms pls, they go fast"),
                ("2050-03-14T18:20:00Z", "shed key's under the water butt now not the plant pot, someone's been "
                                         "helping themselves to the compost 😠")],
    "ian": [("2050-03-05T12:30:00Z", "Sungold all gone, last packet went sat. + I've binned the Black Krim, they were "
                                     "2044 seed, 1 in 20 came up at home, not worth anyone's time")],
    "alan": [("2050-03-12T10:05:00Z", "dropped off some Ailsa Craig I saved off my plot last yr, 6 envelopes, in the "
                                      "tomato tin. good croppers, bit late")],
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
    question = "what tomatoes have u got? only got room for 2 plants in my little greenhouse"
    context = ["Today is Tue 22 March 2050. You are talking to Neha, who has plot 7 at Holmfield Allotments."]
    for query in ("tomato seeds in the tin", "which tomato varieties", "tomatoes gone or added"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("Gardener's Delight, Moneymaker, Sungold, Black Krim" in c for c in context), context
    assert any("Sungold all gone" in c and "binned the Black Krim" in c for c in context), context
    assert any("some Ailsa Craig" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Gardener's Delight, Moneymaker, Sungold and Black Krim - Sungold's "
                                               "a lovely sweet cherry if you've only got room for 2.")
    finish(question, expected="Gardener's Delight, Moneymaker and Ailsa Craig (Alan's) - the Sungold's gone and the "
                              "Black Krim's been binned", actual=reply)


asyncio.run(main())
