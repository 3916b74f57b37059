"""Batch 235 (held out). A WI's summer outing: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Ripponden WI go on their summer outing on Weds 15th June 2050 - a coach up to Brackenholme Hall gardens near
Helmsley, a wander round the gardens, cream tea in the Orangery at 3, home for about half 6. Pauline (the outing
secretary) types her notes into the WI's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
members ask it things.

Planted fault (ExtractionError, a fact garbled/dropped at extraction): Pauline's note of 2050-03-02T19:30 has the
coach at £16 a head, the gardens £9 a head on the gate and the cream tea £6.50. Her note of Tue 19th Apr is mostly
about the wheelchairs (the gardens have two to lend, Dorothy and Mavis sorted) and says, in passing, that as there
are over 30 of them it's the group rate, £7 a head on the gate not £9; then Joan's hospice raffle on the coach and
"bring a brolly". The extraction keeps the wheelchairs, the raffle and the brolly and leaves out the group rate: the
£9 entry stays the only gate price stored. Question (Mon 13/6, Irene): "how much do I need to bring for the day all
in? coach, gardens + the cream tea - going to the bank tmrw" -> expected £29.50 (£16 + £7 + £6.50). The assistant
says £31.50.

Expected verdict: ExtractionError at mem0.extract inside the Tue 19th Apr add (fault() wraps that one add): the note
given to mem0 brings the gate price down to £7, and what was made from it leaves that out, so the store never held
the price the sum needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the £7 group rate; no stored memory or context line mentions the group rate or £7; the wheelchairs from the same
note are stored; the first note's £9 entry is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b235_mem0_wi_outing_total_cost_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ripponden-wi-outing-2050-pauline"
CUT = ("Tue 19th Apr - rang Brackenholme re wheelchairs, they've 2 to lend so Dorothy + Mavis are sorted 👍 & as "
       "there's over 30 of us it's their group rate, £7 a head on the gate not £9 😀 ALSO Joan's doing a raffle on the "
       "coach for the hospice, £1 a strip, + bring a brolly, it's Yorkshire")
NOTES = [
    ("2050-03-02T19:30", "SUMMER OUTING 🌸 weds 15th june - Brackenholme Hall gardens nr Helmsley. coach (Pennine "
                         "Travel) £16 pp, gardens £9 pp on the gate, cream tea in the Orangery at 3, £6.50 pp. "
                         "leaving the chapel car park 8.45",
     ["The WI summer outing is Wednesday 15 June 2050, to Brackenholme Hall gardens near Helmsley",
      "The coach (Pennine Travel) costs £16 per person",
      "Entry to Brackenholme Hall gardens is £9 per person, paid on the gate",
      "Cream tea in the Orangery at 3pm costs £6.50 per person",
      "The coach leaves the chapel car park at 8.45"]),
    ("22.3.", "22.3. 31 names on the sheet so far + Edna's sister (she's a Sowerby member but they're not doing one). "
              "pay me at the april meeting or an envelope thru my door, cash pls",
     ["31 members have signed up for the outing so far, plus Edna's sister",
      "Pay Pauline at the April meeting or in an envelope through her door, in cash"]),
    ("Tue 19th Apr", CUT,
     # the planted fault: the £7 group rate on the gate is dropped
     ["Brackenholme Hall has two wheelchairs to lend; Dorothy and Mavis will use them",
      "Joan is running a raffle on the coach for the hospice, £1 a strip",
      "Bring an umbrella"]),
    ("16th may", "16th may - coach picks up chapel 8.45 then the Co-op 8.55, back about half 6. packed lunch or the "
                 "café in the stable yard, ur choice. driver's Keith again",
     ["The coach picks up at the chapel at 8.45 and the Co-op at 8.55, back about 6.30",
      "Bring a packed lunch or use the café in the stable yard",
      "The coach driver is Keith again"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ripponden-wi-outing-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "it's their group rate, £7 a head on the gate not £9" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("how much do I need to bring for the day all in? coach, gardens + the cream tea - going to the bank "
                "tmrw")
    with turn_span("question Mon 13/6"):
        hits = []
        for query in ("outing cost per person", "gardens entry price", "coach and cream tea price"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 June 2050. You are talking to Irene, a member of Ripponden WI (summer outing Weds "
                   "15 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("group rate", "£7", "over 30 of us")), stored
        assert any("Entry to Brackenholme Hall gardens is £9 per person" in c for c in context), context
        assert any("wheelchairs" in s for s in stored), stored
        reply = answer(question, context, mock="£31.50 all in - £16 for the coach, £9 for the gardens and £6.50 for "
                                               "the cream tea.")
finish(question, expected="£29.50 - £16 coach, £7 gardens (the group rate, not £9) and £6.50 cream tea", actual=reply)
