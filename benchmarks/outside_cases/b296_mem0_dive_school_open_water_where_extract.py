"""Batch 296 (held out). A dive school's open water weekend: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Blue Fin Divers (a PADI school in Huddersfield) run their Open Water course in June 2050 - pool sessions on a
Thursday night at the leisure centre, then four qualifying dives over a weekend at an inland site. Sue (who runs the
school) types her course notes into the school's helper with ``memory.add(messages, user_id=..., metadata=...)``;
the students ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sue's note of 2050-05-12 18:05 has the open water
weekend on Sat 14 + Sun 15 June at Capernwray, meet at the gate at 8.30, £45 site fees. Her note of Tue 3rd June
says Capernwray emailed - they've got the pontoon out for repairs that weekend - so the course is at Stoney Cove
instead, same days and meet time, site fees £30 there - and, in passing, bring your own hood (they're short) and get
your log books signed by Kev at the pool. The extraction keeps the hood and the log books and drops the move:
Capernwray stays the only site stored. Question (Weds 11/6, Dom, a student): "where's the open water weekend?
putting it in the satnav now so I'm not faffing on sat morning" -> expected Stoney Cove (Capernwray's pontoon is
out for repairs). The assistant says Capernwray.

Expected verdict: ExtractionError at mem0.extract inside the Tue 3rd June add (fault() wraps that one add): the note
given to mem0 moves the weekend to Stoney Cove, and what was made from it leaves that out, so the store never held
the site the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Stoney Cove; no stored memory or context line mentions Stoney, the pontoon or the £30 fees; the hood from the
same note is stored; the first note's Capernwray is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b296_mem0_dive_school_open_water_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bluefin-divers-sue"
CUT = ("Tue 3rd June - Capernwray emailed 😩 they've got the pontoon out for repairs all that wkend so we're at "
       "Stoney Cove instead, same days same meet time, site fees £30 there so cheaper at least. ALSO pls bring ur own "
       "hood if u have one, we're short on the small ones, + get ur log books signed by Kev at the pool thurs")
NOTES = [
    ("2050-05-12 18:05", "2050-05-12 18:05 OPEN WATER WKEND 🤿 sat 14 + sun 15 june at Capernwray, meet at the gate "
                         "8.30, 2 dives a day. site fees £45 each pay on the day, not incl in the course price",
     ["The Open Water weekend is Sat 14 and Sun 15 June at Capernwray, meeting at the gate at 8.30",
      "There are 2 dives a day on the Open Water weekend",
      "Site fees are £45 each, paid on the day, not included in the course price"]),
    ("22/5", "22/5 last pool session thurs 12th 7-9 at the leisure centre, final skills check b4 the OW wkend. "
             "medical forms in by then pls!! no form no diving",
     ["The last pool session is Thursday 12th, 7-9 at the leisure centre, with a final skills check",
      "Medical forms must be in by the last pool session or no diving"]),
    ("Tue 3rd June", CUT,
     # the planted fault: the move to Stoney Cove is dropped
     ["Students should bring their own hood if they have one; the school is short on small hoods",
      "Log books need signing by Kev at the pool on Thursday"]),
    ("Thurs 5.6.", "Thurs 5.6. kit - 7mm semi drys, BCDs, regs + weights all from us, fins mask + boots ur own. "
                   "bring a flask, it's about 12 degrees at depth brrr",
     ["The school provides 7mm semi-drys, BCDs, regs and weights; students bring fins, mask and boots",
      "Bring a flask; the water is about 12 degrees at depth"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bluefin-ow-june-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we're at Stoney Cove instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's the open water weekend? putting it in the satnav now so I'm not faffing on sat morning"
    with turn_span("question Weds 11/6"):
        hits = []
        for query in ("open water weekend site", "where are the dives", "meet at the gate"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 11 June 2050. You are talking to Dom, a student on Blue Fin Divers' Open Water "
                   "course."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("stoney", "pontoon", "£30")), stored
        assert any("at Capernwray, meeting at the gate" in c for c in context), context
        assert any("own hood" in s for s in stored), stored
        reply = answer(question, context, mock="Capernwray - meet at the gate at 8.30 on Saturday. Don't forget the "
                                               "£45 site fee.")
finish(question, expected="Stoney Cove - Capernwray's pontoon is out for repairs that weekend", actual=reply)
