"""Batch 285 (held out). A mobile hairdresser's clients and bookings: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Donna runs "Donna's Mobile Hair" out of a van round Elland and Sowerby Bridge - cuts, sets, perms and colours in
clients' own homes, mostly older ladies on a regular rota. She types her notes about clients and bookings into her
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things from the van.

Planted fault (ExtractionError, a fact dropped at extraction): Donna's note of 2050-02-03T18:20 has a new client,
Edna Pickles, at 14 Saddleworth Rd - a perm every 12 weeks, Thursday mornings. Her note of Mon 7th March says Edna
rang - they're ripping her kitchen out next week and the water's off, so do the perm at her daughter Karen's instead,
3 Wakefield Rd, Sowerby Bridge (blue door by the chippy), same time Thursday about 10 - and, in passing, that Edna
wants it a bit looser this time and is paying for Karen's fringe trim. The extraction keeps the looser perm and the
fringe trim and drops the new address: 14 Saddleworth Rd stays the only place stored for Edna. Question (Weds 9/3,
Donna): "where am I doing Edna's perm tmrw? putting it in the satnav" -> expected 3 Wakefield Rd, Sowerby Bridge
(Karen's, blue door by the chippy). The assistant says 14 Saddleworth Rd.

Expected verdict: ExtractionError at mem0.extract inside the Mon 7th March add (fault() wraps that one add): the note
given to mem0 moves the perm to Karen's at 3 Wakefield Rd, and what was made from it leaves that out, so the store
never held the address the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names 3 Wakefield Rd; no stored memory or context line mentions Wakefield Rd, Sowerby Bridge, the
kitchen or the blue door; the looser perm from the same note is stored; 14 Saddleworth Rd is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b285_mem0_hairdresser_perm_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "donnas-mobile-hair"
CUT = ("Mon 7th March - Edna P rang, they're ripping her kitchen out nxt wk + the waters off 🙄 so do her perm at her "
       "daughters instead - Karen's, 3 Wakefield Rd Sowerby Bridge, blue door by the chippy. same time thurs, 10ish. "
       "also wants it a bit looser this time (said the last one was 'too Shirley Temple' 😂) + she's paying for "
       "Karen's fringe trim while I'm there")
NOTES = [
    ("2050-02-03T18:20", "2050-02-03T18:20 NEW CLIENT ✂️ Mrs Edna Pickles, 14 Saddleworth Rd (the one w/ the "
                         "hanging baskets), perm every 12 wks + a trim in between. thurs mornings best, her meals on "
                         "wheels comes at 12. recommended by Joyce",
     ["Edna Pickles is a new client at 14 Saddleworth Rd, the house with the hanging baskets",
      "Edna Pickles has a perm every 12 weeks and a trim in between",
      "Thursday mornings are best for Edna Pickles; her meals on wheels comes at 12",
      "Joyce recommended Edna Pickles"]),
    ("17/2", "17/2 Joyce Firth moved to fortnightly cut + blow, £22. if she's at chapel the keys under the gnome, "
             "put the kettle on she says 😂",
     ["Joyce Firth is now on a fortnightly cut and blow dry, £22",
      "If Joyce Firth is at chapel her key is under the gnome"]),
    ("Mon 7th March", CUT,
     # the planted fault: the perm's move to Karen's at 3 Wakefield Rd is dropped
     ["Edna Pickles wants her perm a bit looser this time",
      "Edna Pickles is paying for her daughter Karen's fringe trim"]),
    ("Tue 8/3", "Tue 8/3 vans MOT weds am so nothing b4 12 weds. thurs - Edna perm 10ish, Joyce 1.30, Mr Haigh 3 "
                "(3 back + sides, he'll want to talk about the cricket)",
     ["The van's MOT is Wednesday morning, so no bookings before 12 on Wednesday",
      "Thursday bookings: Edna's perm about 10, Joyce at 1.30, Mr Haigh at 3 (a 3 back and sides)"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="donnas-mobile-hair-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Karen's, 3 Wakefield Rd Sowerby Bridge" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am I doing Edna's perm tmrw? putting it in the satnav"
    with turn_span("question Weds 9/3"):
        hits = []
        for query in ("Edna Pickles address", "where is Edna's perm", "Edna perm thursday"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 9 March 2050. You are talking to Donna, who runs Donna's Mobile Hair."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("wakefield", "sowerby", "kitchen", "blue door", "chippy")), stored
        assert any("14 Saddleworth Rd" in c for c in context), context
        assert any("looser" in s for s in stored), stored
        reply = answer(question, context, mock="14 Saddleworth Rd - the house with the hanging baskets. Perm's about "
                                               "10 tomorrow.")
finish(question, expected="3 Wakefield Rd, Sowerby Bridge - her daughter Karen's (blue door by the chippy); Edna's "
                          "kitchen is being ripped out", actual=reply)
