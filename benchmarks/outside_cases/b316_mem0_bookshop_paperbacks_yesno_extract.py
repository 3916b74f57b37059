"""Batch 316 (held out). A second-hand bookshop: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Wainhouse Books is a second-hand bookshop in Sowerby Bridge - two floors, a back room for stock, a shop cat
called Biscuit, buying-in from the public and from house clearances. Maggie (the owner) types her notes into the
shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Josh (who helps out) asks it
things when she isn't there.

Planted fault (ExtractionError, a fact dropped at extraction): Maggie's note of 2051-09-04T17:40 says the shop takes
anything clean - paperbacks 20p each, hardbacks 50p to £2, more for Folios, local history and signed - buying on
Tuesday and Saturday mornings, ring first for more than 3 boxes. Her note of Thurs 5 Oct says NO MORE PAPERBACKS
for now - the back room's full to the ceiling and there are 40-odd boxes of Cooksons nobody will ever buy - except
old orange Penguins and green Viragos, hardbacks still fine; and, in passing, Biscuit's at the vets on Thursday the
12th (feed him Wednesday at 7) and the Hebden book fair is Saturday the 21st. The extraction keeps the cat, the
fair and "hardbacks are fine" and drops the stop on paperbacks. Question (Tue 31/10, Josh): "lady on the phone
with 4 boxes of paperbacks, mostly Catherine Cookson + Danielle Steel, shall I tell her to bring them in sat
morning?" -> expected no - we've stopped taking paperbacks (back room's full), only old orange Penguins or green
Viragos. The assistant says yes, bring them Saturday morning, 20p each.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 5 Oct add (fault() wraps that one add): the note
given to mem0 stops the paperback buying, and what was made from it leaves that out, so the store never held the
rule the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
no more paperbacks; no stored memory or context line mentions the stop, the full back room, the Cooksons, the
Penguins or the Viragos; the cat and the book fair from the same note are stored; the first note's "paperbacks 20p
each" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b316_mem0_bookshop_paperbacks_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wainhouse-books-maggie"
CUT = ("Thurs 5 Oct - right, NO MORE PAPERBACKS for now 🙅‍♀️ back room's full to the ceiling + there's 40 odd boxes of "
       "Cooksons nobody'll ever buy. only exceptions old orange Penguins + green Viragos. hardbacks still fine. ALSO "
       "Biscuit's at the vets thurs 12th so someone feed him at 7 on the weds pls, and Hebden book fair's sat 21st, "
       "I'm taking the van so no buying that morning anyway")
NOTES = [
    ("2051-09-04T17:40", "BUYING IN 📚 we take anything clean - paperbacks 20p each, hardbacks 50p-£2 depending, more "
                         "for Folios / local history / anything signed. buying days tues + sat mornings, ask them to "
                         "ring first if its more than 3 boxes",
     ["The shop buys in anything clean: paperbacks 20p each, hardbacks 50p-£2",
      "More is paid for Folios, local history and signed books",
      "Buying days are Tuesday and Saturday mornings; people should ring first if it's more than 3 boxes"]),
    ("12/9", "12/9 autumn hrs - tues-sat 10-5, sun 12-4, shut mon. Josh in sats + half term. new till roll's in the "
             "drawer under the counter, the old one jams",
     ["Autumn hours: Tuesday to Saturday 10-5, Sunday 12-4, closed Monday",
      "Josh works Saturdays and half term",
      "New till rolls are in the drawer under the counter"]),
    ("Thurs 5 Oct", CUT,
     # the planted fault: the stop on paperbacks is dropped
     ["Biscuit (the shop cat) is at the vets on Thursday 12th; someone needs to feed him at 7 on the Wednesday",
      "The Hebden book fair is Saturday 21st and Maggie is taking the van",
      "Hardbacks are fine to buy in"]),
    ("23.10.", "23.10. fair went well!! £340 🎉 sold all the Wainwrights + the railway lot. Ray's doing the window for "
               "halloween - ghost stories, the M R James, the Susan Hill",
     ["The Hebden book fair took £340; all the Wainwrights and the railway books sold",
      "Ray is doing a Halloween window with ghost stories (M R James, Susan Hill)"]),
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


GONE = ("no more paperbacks", "back room", "cookson", "penguin", "virago", "full to the ceiling")

with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wainhouse-books-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NO MORE PAPERBACKS for now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("lady on the phone with 4 boxes of paperbacks, mostly Catherine Cookson + Danielle Steel, shall I tell "
                "her to bring them in sat morning?")
    with turn_span("question Tue 31/10"):
        hits = []
        for query in ("buying in paperbacks", "do we take paperbacks", "buying days boxes of books"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 31 October 2051. You are talking to Josh, who helps out at Wainhouse Books (Maggie's "
                   "second-hand bookshop)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in GONE), stored
        assert any("paperbacks 20p each" in c for c in context), context
        assert any("Biscuit" in s for s in stored) and any("book fair is Saturday 21st" in s for s in stored), stored
        reply = answer(question, context, mock="Yes - tell her to bring them in Saturday morning. We pay 20p each for "
                                               "paperbacks, and it's good she's rung first with 4 boxes.")
finish(question, expected="No - Maggie's stopped taking paperbacks, the back room's full (only old orange Penguins "
                          "or green Viragos)", actual=reply)
