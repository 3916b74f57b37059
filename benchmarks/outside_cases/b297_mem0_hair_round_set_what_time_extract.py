"""Batch 297 (held out). A mobile hairdresser's round: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Kerry Mitchell does a mobile hairdressing round around Sowerby Bridge and Ripponden in 2053 - regular ladies at
home (wash + sets, perms, trims), a care home on Tuesdays, the odd wedding. She types her round notes into her
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things from the van.

Planted fault (ExtractionError, a fact dropped at extraction): Kerry's note of 2053-04-28T19:10 has Mrs Sutcliffe
(Rochdale Rd) as a standing wash + set every other Thursday at 10.30, £16. Her note of Tue 3/6 says Mrs Sutcliffe
has started at the chiropodist on Thursday mornings, so from now on her set is at 2 o'clock, same fortnight - and,
in the same note, Mrs Sutcliffe's sister Mavis wants a trim on the same visit and she's run out of Elnett, so take
a can. The extraction keeps Mavis's trim and the Elnett and drops the new time: 10.30 stays the only time stored.
Question (Weds 11/6, Kerry, doing her Thursday list): "what time am I at Mrs Sutcliffe's tmrw? trying to fit the
Oakwood ladies' perms in" -> expected 2pm (the chiropodist has her Thursday mornings now). The assistant says 10.30.

Expected verdict: ExtractionError at mem0.extract inside the Tue 3/6 add (fault() wraps that one add): the note
given to mem0 moves the set to 2 o'clock, and what was made from it leaves that out, so the store never held the
time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "2 o'clock"; no stored memory or context line mentions 2 o'clock, 2pm or the chiropodist; Mavis's trim from
the same note is stored; the first note's 10.30 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b297_mem0_hair_round_set_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kerry-mobile-hair"
CUT = ("Tue 3/6 Mrs Sutcliffe's started at the chiropodist thurs mornings (her bunion 😬) so from now on her set's at "
       "2 o'clock not the morning, same fortnight. ALSO her sister Mavis is stopping w/ her + wants a trim same visit, "
       "and she's run out of Elnett so take a can, she'll pay me for it")
NOTES = [
    ("2053-04-28T19:10", "regulars list 💇 Mrs Sutcliffe, 14 Rochdale Rd - wash + set every other thurs 10.30, £16, "
                         "she likes the blue rinse kept subtle!! door's round the side",
     ["Mrs Sutcliffe at 14 Rochdale Rd has a wash and set every other Thursday at 10.30, £16",
      "Mrs Sutcliffe likes her blue rinse kept subtle; her door is round the side"]),
    ("12/5", "12/5 Oakwood care home tuesdays 1-4 now, up to 6 ladies, they do the list on the Monday. perms there "
             "take me 2hrs min",
     ["Oakwood care home is Tuesdays 1-4, up to 6 ladies; the list is done on the Monday",
      "Perms at Oakwood take at least 2 hours"]),
    ("Tue 3/6", CUT,
     # the planted fault: the move to 2 o'clock is dropped
     ["Mrs Sutcliffe's sister Mavis is staying with her and wants a trim on the same visit",
      "Mrs Sutcliffe has run out of Elnett, take her a can (she'll pay for it)"]),
    ("Mon 9th June", "Mon 9th June van's booked in for its service fri 13th so no round that day, moved the fri ladies "
                     "to weds pm. Oakwood want 2 perms on the 17th",
     ["The van is in for a service on Fri 13th June so there is no round that day",
      "The Friday ladies are moved to Wednesday afternoon",
      "Oakwood want 2 perms on the 17th June"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kerry-mobile-hair-2053"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "her set's at 2 o'clock not the morning" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time am I at Mrs Sutcliffe's tmrw? trying to fit the Oakwood ladies' perms in"
    with turn_span("question Weds 11/6"):
        hits = []
        for query in ("Mrs Sutcliffe time", "what time is the wash and set on thursday", "Rochdale Rd appointment"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 11 June 2053. You are talking to Kerry, a mobile hairdresser, about her round."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("2 o'clock", "2pm", "chiropod", "bunion")), stored
        assert any("every other Thursday at 10.30" in c for c in context), context
        assert any("Mavis" in s for s in stored), stored
        reply = answer(question, context, mock="10.30 at Mrs Sutcliffe's - and Mavis wants a trim while you're there, "
                                               "so allow a bit longer.")
finish(question, expected="2pm - she's at the chiropodist on Thursday mornings now", actual=reply)
