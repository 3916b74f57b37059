"""Batch 153 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as it is), search, one root span per note and one for the question.

App: the organisers of St Oswald's harvest supper (the Rev Clare, Jean the warden, Harold the auctioneer) put their
notes into the parish helper with ``memory.add(..., infer=False)``; the helper answers the congregation from a search.

Memory: 14/9, the Rev: harvest supper Sat 3rd Oct again? the hall's free; Jean says it clashes with the Young
Farmers' dance at the Mart and half their lot go to that. Weds 16/9, Jean: tickets printed, £9 and £4.50, auction
lots coming in. Mon 21st Sept, the Rev: the YFC have put their dance back to the 7th Nov so that's no bother now, but
the hall committee had already let the Saturday to the Hudsons for their Emma's wedding do, so it's Fri 2nd, 7pm as
ever. 2037-09-24, Jean: Harold's doing the auction with his gavel off ebay. Question (Fri 25/9, Margaret, new to the
parish): "why's the harvest supper on a friday this yr? we always did the saturday at my old church" The assistant
says the hall's booked on the Saturday for the Hudsons' wedding do. The label says it clashes with the Young
Farmers' dance - in memory, the worry first raised about the Saturday, which went away when the dance moved.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b153_ctl_mem0_harvest_friday_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-oswalds-harvest-supper"
NOTES = [
    ("14/9", "Rev Clare - harvest supper sat 3rd oct again? hall's free. Jean says it clashes w the Young Farmers' "
             "dance at the Mart tho, half our lot go to that"),
    ("Weds 16/9", "Jean - tickets printed, £9 adults £4.50 kids, under 5s free. auction lots coming in: Ted's logs, a "
                  "cake a month from Mavis, Harold's pheasants"),
    ("Mon 21st Sept", "Rev Clare - YFC have put their dance back to the 7th nov so that's no bother now. BUT the hall "
                      "cttee had already let the sat to the Hudsons for their Emma's wedding do, so we're fri 2nd. "
                      "7pm same as ever"),
    ("2037-09-24T10:15", "Jean - Harold's doing the auction again, he's got a gavel off ebay lol. washing up rota on "
                         "the kitchen door, pls put your name down"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-oswalds-harvest"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why's the harvest supper on a friday this yr? we always did the saturday at my old church"
    with turn_span("question Fri 25/9"):
        context = ["Today is Fri 25 September 2037. You are talking to Margaret, new to St Oswald's, about the harvest "
                   "supper."]
        for query in ("harvest supper friday saturday why", "hall let on the sat", "fri 2nd 7pm"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("clashes w the Young Farmers' dance" in c for c in context), context
        assert any("let the sat to the Hudsons" in c and "that's no bother now" in c for c in context), context
        reply = answer(question, context, mock="The hall's booked on the Saturday - the hall committee had already "
                                               "let it to the Hudsons for their Emma's wedding do, so it's Friday "
                                               "2nd at 7.")
finish(question, expected="it clashes with the Young Farmers' dance", actual=reply)
