"""Batch 205 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored
as written; in-memory qdrant), one root span per note added and one for the question.

App: Ditton Priors WI's book swap is Weds 7th March 2046, 2-4, in the village hall - bring a book, take a book, tea
and home-made cake, the money to the WI's minibus fund. Eileen (the WI president) keeps her notes in the WI's helper
(``memory.add(..., infer=False)``); members ask it things.

Memory: Eileen, 2046-02-26T14:00 - book swap Weds 7th March 2-4; cake rota: Jean her Victoria sponge, Pat a coffee +
walnut, Mavis her lemon drizzle; 1/3 - 6 tables, fiction / crime / large print / cookery / kids / mags; 5.3. - Pat
rang, her oven's packed up and the new one's not coming till the 12th, so she's doing her flapjack (no baking, so no
bother); Tue 6th - 40 books in already, the hall's heating on from 1. Question (Tue 6/3, Margaret, a member): "what
cakes are we having tmrw? I'll do something different so we don't double up" The assistant says Jean's Victoria
sponge, Pat's flapjack and Mavis's lemon drizzle. The label says Victoria sponge, coffee and walnut cake and lemon
drizzle.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b205_ctl_mem0_wi_book_swap_cakes_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ditton-priors-wi-eileen"
NOTES = [
    ("2046-02-26T14:00", "BOOK SWAP 📚 weds 7th march 2-4 village hall, bring a book take a book. cake rota - Jean "
                         "her victoria sponge, Pat a coffee + walnut, Mavis her lemon drizzle. tea 50p"),
    ("1/3", "tables - 6 of them, fiction / crime / large print / cookery / kids / mags. Doreen's bringing her "
            "bookends"),
    ("5.3.", "Pat rang - her oven's packed up 😩 new one's not coming till the 12th so she's doing her flapjack, no "
             "baking so no bother she says. proceeds to the minibus fund"),
    ("Tue 6th", "40 books in already!! hall heating on from 1, urn's in the kitchen cupboard"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ditton-priors-wi-swap-46"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what cakes are we having tmrw? I'll do something different so we don't double up"
    with turn_span("question Tue 6/3"):
        hits = []
        for query in ("cake rota", "what cakes for the book swap", "who's baking what"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 6 Mar 2046. You are talking to Margaret, a member of Ditton Priors WI; the book swap "
                   "is Weds 7 Mar."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Pat a coffee + walnut" in c for c in context), context
        assert any("she's doing her flapjack" in c for c in context), context
        reply = answer(question, context, mock="Jean's Victoria sponge, Pat's flapjack and Mavis's lemon drizzle - so "
                                               "anything but those.")
finish(question, expected="Victoria sponge, coffee and walnut cake and lemon drizzle", actual=reply)
