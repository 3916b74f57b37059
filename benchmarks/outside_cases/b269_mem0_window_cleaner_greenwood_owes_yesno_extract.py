"""Batch 269 (held out). A window cleaner's round: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dave Hirst (Clear View Window Cleaning) does four rounds, each every four weeks - round 3 is Ash Grove and Beech
Rd. He voice-notes who's paid, who owes and any extras into his helper after each day with
``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things before a round.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2051-10-03T17:40 has Mrs Greenwood at
7 Ash Grove not in, owing for October, £18. His Tue 31/10 note has her still not in, so that's Oct and Nov she
owes, £36, card through the door. His note of Sat 4th Nov says he bumped into her at the Co-op and she paid him cash
for both, the £36, sorted - and, in the same breath, she wants the conservatory roof doing next time (+£10) and her
side gate code's changed to 4471. The extraction keeps the conservatory roof and the gate code and drops the
payment. Question (Mon 27/11, Dave, the night before round 3): "does Mrs Greenwood at 7 Ash Grove owe me anything?
doing round 3 tomorrow" -> expected no - she paid the £36 (Oct + Nov) cash at the Co-op on Sat 4th Nov. The
assistant says yes, £36 for Oct and Nov.

Expected verdict: ExtractionError at mem0.extract inside the Sat 4th Nov add (fault() wraps that one add): the note
given to mem0 says she has paid the £36, and what was made from it leaves the payment out, so the store never held
the fact the answer needs; the search and the answer then worked faithfully on what was stored (two notes saying
she owes). Asserted: the note says she paid both; no stored memory or context line mentions the Co-op or her paying;
the gate code from the same note is stored; the £36 owed is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b269_mem0_window_cleaner_greenwood_owes_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clear-view-dave"
CUT = ("Sat 4th Nov - bumped into Mrs Greenwood (7 Ash Grove) in the Co-op, she's paid me cash for both, the £36, "
       "sorted 👍 ALSO she wants the conservatory roof doing next time, told her +£10. and her side gate code's "
       "changed to 4471")
NOTES = [
    ("2051-10-03T17:40", "2051-10-03T17:40 round 3 done (Ash Grove + Beech Rd). Mrs Greenwood no.7 not in, owes for "
                         "oct, £18. the Kapoors at 15 paid £22 cash incl conservatory. ladder job at 40 Beech Rd "
                         "next time, 3 storey",
     ["Mrs Greenwood at 7 Ash Grove owes £18 for October",
      "The Kapoors at 15 Ash Grove paid £22 cash including the conservatory",
      "40 Beech Rd is a 3 storey ladder job next time"]),
    ("Tue 31/10", "Tue 31/10 round 3 again. Mrs G at 7 still not in 🙄 so that's oct + nov she owes, £36, left a card "
                  "thru the door. 40 Beech Rd done, took ages, charge them £25 from now",
     ["Mrs Greenwood at 7 Ash Grove owes £36 for October and November",
      "Left a card through Mrs Greenwood's door",
      "40 Beech Rd is now £25 a clean"]),
    ("Sat 4th Nov", CUT,
     # the planted fault: the payment of the £36 is dropped
     ["Mrs Greenwood at 7 Ash Grove wants her conservatory roof doing next time, +£10",
      "Mrs Greenwood's side gate code is 4471"]),
    ("13/11", "13/11 van's MOT done, £54 + 2 tyres 😬 new squeegee rubbers ordered. round 4 thurs instead of weds "
              "cos of the rain",
     ["The van passed its MOT, £54 plus 2 tyres",
      "New squeegee rubbers are ordered",
      "Round 4 is Thursday instead of Wednesday because of the rain"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clear-view-rounds-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "she's paid me cash for both, the £36" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "does Mrs Greenwood at 7 Ash Grove owe me anything? doing round 3 tomorrow"
    with turn_span("question Mon 27/11"):
        hits = []
        for query in ("Mrs Greenwood owes", "7 Ash Grove payment", "who owes money round 3"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 27 November 2051. You are talking to Dave, who runs Clear View Window Cleaning; "
                   "round 3 (Ash Grove + Beech Rd) is tomorrow."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("co-op", "paid me", "paid the £36", "for both", "sorted")), stored
        assert any("owes £36 for October and November" in c for c in context), context
        assert any("4471" in s for s in stored), stored
        reply = answer(question, context, mock="Yes - she owes £36, for October and November (she wasn't in either "
                                               "time). And she wants the conservatory roof doing, +£10.")
finish(question, expected="no - she paid the £36 (Oct + Nov) cash when Dave saw her at the Co-op on Sat 4th Nov",
       actual=reply)
