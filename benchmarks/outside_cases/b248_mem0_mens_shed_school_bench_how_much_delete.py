"""Batch 248 (held out). A men's shed woodworking group: mem0 Memory with infer=False (each note stored as written;
in-memory qdrant), one root span per note, one for the secretary's tidy-up and one for the question; the tidy-up
deletes the old session notes one by one, and one of them also carried a new price for a commission.

App: Ryburn Valley Men's Shed meet Tuesdays and Thursdays in the old scout hut - benches, bird boxes, planters,
the odd repair job, a sales table at the garden centre. Dave (the secretary) puts the shed's notes into its helper
with ``memory.add(..., infer=False, metadata={"type": ...})``; now and then he deletes the old session notes
(``memory.delete(id)`` for each note of type "session" once it's written up in the minutes book). Ken (the
treasurer) asks the helper things.

Planted fault (DeletionError): Dave's note of 2050-03-02T15:30 has the commission from St Joseph's school - a 6ft
oak bench for the playground in memory of their lollipop lady, £120 agreed with Mrs Pickles, paid on collection.
His session note of Thu 17th Mar starts with the lathe (drive belt's gone, a new one on order from Axminster) and
says, further on, that Mrs Pickles rang Alan - they want it varnished and a brass plaque on now, so the shed said
£140 instead of £120 and she's fine with that. Dave's tidy-up (Mon 4/4) deletes the session notes; the delete of
that one is the fault. Question (Weds 6/4, Ken): "how much are St Joseph's paying for the bench? putting it in the
book before they collect fri" -> expected £140 (varnished + a brass plaque). The assistant says £120.

Expected verdict: DeletionError at mem0's delete of the Thu 17th Mar note (that one delete wrapped in fault()): the
note was stored and came back for the question's search before the delete, and the delete removed the only record
of the new price while it still decided the answer. Asserted: the note is in the search results before the delete
and gone from the store and the context after it (nothing on 140 or varnish); the first note's £120 is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b248_mem0_mens_shed_school_bench_how_much_delete", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ryburn-mens-shed-dave"
PRICE = ("Thu 17th Mar session - lathe out of action, drive belt's gone 🙄 new one on order from Axminster (£18). 11 "
         "in. Alan says Mrs Pickles rang him, they want the bench varnished + a brass plaque on now so we've said "
         "£140 instead of £120, she's fine w/ that")
NOTES = [
    ("2050-03-02T15:30", "job", "2050-03-02T15:30 school bench job 🪑 St Joseph's want a 6ft bench for the "
                                "playground in memory of their lollipop lady (Mrs Dyson). oak slats, £120 agreed w/ "
                                "Mrs Pickles the head, they pay on collection. Alan + Stan doing it"),
    ("9/3", "session", "9/3 tues session - 14 in, tea rota's up on the door, new dust extractor works a treat. Keith "
                       "brought flapjack, it didn't last"),
    ("Thu 17th Mar", "session", PRICE),
    ("24.3.", "sales", "24.3. sales table at the garden centre sat - 11 bird boxes @ £8, 4 planters @ £25, Ron's "
                       "chopping boards. float's in the tin, Ken to bank it"),
    ("Tues 29 March", "session", "Tues 29 March - bench done!! looks smashing. St Joseph's collecting fri 8th "
                                 "after school, Stan's van"),
]
QUERIES = ("St Joseph's bench price", "how much for the school bench", "bench paid on collection")

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ryburn-shed-2050"))
    ids = {}
    for i, (day, kind, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            res = memory.add([{"role": "user", "content": note}], user_id=USER,
                             metadata={"date": day, "type": kind}, infer=False)
            ids[note] = res["results"][0]["id"]

    question = "how much are St Joseph's paying for the bench? putting it in the book before they collect fri"

    def search() -> list[str]:
        out = []
        for query in QUERIES:
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in out:
                    out.append(h["memory"])
        return out

    with turn_span("tidy-up Mon 4/4"):
        assert PRICE in search()
        for day, kind, note in NOTES:
            if kind != "session":
                continue
            if note == PRICE:
                with fault():
                    memory.delete(ids[note])
            else:
                memory.delete(ids[note])

    with turn_span("question Weds 6/4"):
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        context = ["Today is Weds 6 April 2050. You are talking to Ken, treasurer of Ryburn Valley Men's Shed."] + \
            search()
        assert PRICE not in stored and not any(w in c.lower() for c in stored + context
                                               for w in ("140", "varnish")), stored
        assert any("£120 agreed w/ Mrs Pickles" in c for c in context), context
        reply = answer(question, context, mock="£120 - that's what was agreed with Mrs Pickles, paid when they "
                                               "collect.")
finish(question, expected="£140 - they wanted it varnished with a brass plaque, so it went up from £120",
       actual=reply)
