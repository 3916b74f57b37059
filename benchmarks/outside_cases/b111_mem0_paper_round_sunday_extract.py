"""Batch 111 (held out). A village shop's newspaper rounds: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Linda runs the papers at Hadley Stores (three rounds, four paperboys/girls, the monthly bills). She drops her
notes into the shop helper; each goes into mem0 with ``memory.add(..., user_id="hadley-papers")`` and mem0's LLM
pulls out the facts.

Planted fault (ExtractionError, omitted at extraction): the note of 28/1 says Kyle's dad rang, Kyle's off sick till
Monday so Ellie's covering round 2 Thurs+Fri; ALSO no.14 Ash Grove want the Observer on top of the Sunday Times
from this Sunday (7th), Mrs Kaur, 'for the crossword'; and the Mail's price went up 10p. The extraction keeps
Kyle/Ellie and the Mail price and drops the Observer. The 12/1 note (14 Ash Gr: Mail Mon-Sat, Sunday Times Sundays)
is in memory. Question (Wed 3/2/38, Sam the Sunday paperboy): "what papers am i dropping at 14 ash grove on
sunday?" -> expected the Sunday Times and the Observer. The assistant says just the Sunday Times.

Expected verdict: ExtractionError at mem0.extract inside the 28/1 add (fault() wraps that one add). Asserted: the
note mentions the Observer; no stored memory or context line does, while the 12/1 line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b111_mem0_paper_round_sunday_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hadley-papers"
EXTRA = ("28/1 Kyle's dad rang, hes off sick (flu) til mon so Ellie covering rnd 2 thurs+fri, told her 6.45 latest. "
         "ALSO no.14 Ash Gr (Mrs Kaur) want the Observer as well as the Sun Times from this sun 7th - 'for the "
         "crossword' lol. oh and Mail gone up 10p again")
NOTES = [
    ("12/1", "round 3 list redone: 2 Ash Gr - Telegraph daily; 14 Ash Gr - Mail mon-sat, Sunday Times sundays; "
             "31 Ash Gr stopped (moved to her daughters)",
     ["14 Ash Grove gets the Daily Mail Monday to Saturday and the Sunday Times on Sundays",
      "2 Ash Grove gets the Telegraph every day",
      "31 Ash Grove has stopped her papers after moving to her daughter's"]),
    ("Mon 18th", "bills out fri. Mr Fenwick still owes dec £19.60 grr. paperboys paid £14/wk rnd 1+2, £16 rnd 3 "
                 "(its the hill)",
     ["Bills go out on Friday", "Mr Fenwick still owes £19.60 for December",
      "Paper rounds 1 and 2 pay £14 a week and round 3 pays £16"]),
    ("28/1", EXTRA,
     # the planted fault: the Observer for 14 Ash Grove is dropped
     ["Kyle is off sick until Monday and Ellie is covering round 2 on Thursday and Friday by 6.45",
      "The Daily Mail price has gone up by 10p"]),
    ("1.2.38", "Sam doing sundays now (Ellie cant do weekends, netball). sunday bags heavy - 2 trips on rnd 3 ok",
     ["Sam does the Sunday round now because Ellie can't do weekends",
      "Round 3 on Sundays can be done in two trips because the bags are heavy"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hadley"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == EXTRA:
                assert "Observer" in note and "14 Ash Gr" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what papers am i dropping at 14 ash grove on sunday?"
    with turn_span("question Wed 3/2"):
        hits = []
        for query in ("14 Ash Grove papers Sunday", "Sunday round papers delivered", "Mrs Kaur newspapers"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 3 February 2038. You are talking to Sam, who does the Sunday round."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Sunday Times on Sundays" in c for c in context), context
        assert not any("Observer" in s for s in stored + context), stored
        reply = answer(question, context, mock="Just the Sunday Times at no. 14 - the Mail's weekdays only.")
finish(question, expected="Sunday Times plus an Observer now (Mrs Kaur wants it for the crossword)", actual=reply)
