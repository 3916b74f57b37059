"""Batch 325 (held out). A community fridge: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Todmorden Community Fridge runs from the porch of the Unitarian church hall - surplus food from the Co-op, Aldi
and Greggs, anyone can take, volunteers on a rota, the fridge temperature logged at every open and close. Shazia
(the coordinator) types her notes into the fridge's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; volunteers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Shazia's note of 2051-01-12T18:20 has the Co-op
surplus pick-up on Tuesday nights after they close at 10, at the back door, with the big trolley and the cool bags.
Her note of Thurs 2 Mar says the Co-op has a new manager (Dean) who wants the fridge collecting before they open,
not after close, so it's Weds mornings now, 7.30 from the back door, not Tues nights - and, in passing, that the
temp log sheet has moved to the clipboard by the sink and they're nearly out of tubs for the soup. The extraction
keeps the log sheet and the tubs and drops the new day: Tuesday nights stays the only pick-up day stored. Question
(Sun 26/3, Ryan, a volunteer): "what day's the co-op pick up? I've put my name down for it + need to sort my shifts
at work" -> expected Wednesday mornings, 7.30, before they open. The assistant says Tuesday nights after 10.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 2 Mar add (fault() wraps that one add): the note
given to mem0 moves the pick-up to Wednesday mornings, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names Weds mornings 7.30; no stored memory or context line mentions Wednesday, 7.30, Dean or the new manager;
the log sheet from the same note is stored; the first note's Tuesday nights is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b325_mem0_community_fridge_coop_pickup_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tod-community-fridge-shazia"
CUT = ("Thurs 2 Mar - Co-op's got a new manager (Dean, v nice) + he wants us collecting b4 they open not after close, "
       "so it's WEDS mornings now 7.30 from the back door, not tues nites!! ALSO temp log sheet's moved to the "
       "clipboard by the sink, and we're nearly out of tubs for the soup, ask round ur mates pls")
NOTES = [
    ("2051-01-12T18:20", "FRIDGE 🥕 co-op surplus pick up is tues nites after they close at 10, knock on the back "
                         "door + take the big trolley + the cool bags. Greggs drop theirs off themselves most nites",
     ["The Co-op surplus pick-up is Tuesday nights after they close at 10, at the back door",
      "Take the big trolley and the cool bags for the Co-op pick-up",
      "Greggs drop their surplus off themselves most nights"]),
    ("3/2", "3/2 feb rota's on the noticeboard in the hall, 2 per shift pls!! fridge has to be under 5 degrees, write "
            "it on the log every open + close. anything out of date goes in the caddy not the bin",
     ["The February rota is on the noticeboard in the hall, 2 volunteers per shift",
      "The fridge must be under 5 degrees and logged at every opening and closing",
      "Out-of-date food goes in the caddy, not the bin"]),
    ("Thurs 2 Mar", CUT,
     # the planted fault: the move to Wednesday mornings is dropped
     ["The temperature log sheet is now on the clipboard by the sink",
      "The fridge is nearly out of tubs for soup"]),
    ("17.3.", "17.3. Aldi have said YES 🙌 sat afternoons from 4, Marek's doing those in his van. bins emptied mon + "
              "thurs, recycling fri",
     ["Aldi surplus is collected Saturday afternoons from 4, by Marek in his van",
      "Bins are emptied Monday and Thursday, recycling on Friday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tod-fridge-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "it's WEDS mornings now 7.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the co-op pick up? I've put my name down for it + need to sort my shifts at work"
    with turn_span("question Sun 26/3"):
        hits = []
        for query in ("co-op pick up day", "when do we collect from the co-op", "surplus collection back door"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 26 March 2051. You are talking to Ryan, a volunteer at Todmorden Community Fridge."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("wednesday", "weds", "7.30", "dean", "new manager", "before they open")), stored
        assert any("Tuesday nights after they close at 10" in c for c in context), context
        assert any("clipboard by the sink" in s for s in stored), stored
        reply = answer(question, context, mock="Tuesday nights - after the Co-op closes at 10, round the back door. "
                                               "Take the big trolley and the cool bags.")
finish(question, expected="Wednesday mornings, 7.30 from the back door - the new manager wants it before they open",
       actual=reply)
