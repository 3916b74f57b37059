"""Batch 65 (held out). A church night shelter's volunteer notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: St Barnabas Winter Night Shelter (12 beds in the church hall, Nov - Mar, guests referred by the council's
outreach team) keeps every rota note, message and supplies note as a document with metadata ``{"kind", "posted"}``
(posted = yyyymmdd as an int). To keep answers current, the assistant only searches notes posted this month
(``posted >= 20281101``). Eleven documents, Oct - Nov 2028.

Planted fault (RetrievalError, filtered out by scope): on 28/10 Fiona, the coordinator, posted: "heads up for the
whole season - Fri overnights won't start till 10 now, the badminton lot have got the hall till quarter to and we
need 15 min to put the beds out. so 10pm-8am on fridays, every other night's as per the rota". The rota template
(posted in Nov) says overnights are 9pm - 8am. The this-month filter leaves Fiona's message out. Question (Tue
14/11, a new volunteer on Friday): "what time do I need to get to the hall for Friday night?" -> expected 10pm. The
assistant goes by the template: 9pm.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Fiona's message
is stored and a hit of the same query without the filter, and not in the context; the 9pm template is. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b65_chroma_shelter_friday_start_datefilter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FIONA = ("heads up for the whole season - Fri overnights won't start till 10 now, the badminton lot have got the hall "
         "till quarter to and we need 15 min to put the beds out. so 10pm-8am on fridays, every other night's as per "
         "the rota")
DOCS = [
    ("message", 20281021, "training sat 21/10 went well, 14 came. safeguarding + the fire drill. Kofi did the "
                          "de-escalation bit, v good"),
    ("message", 20281028, FIONA),
    ("supplies", 20281030, "M&S donated 40 pairs of socks + thermals!! in the cage in the vestry"),
    ("rota", 20281101, "ROTA TEMPLATE: evening 7-9pm (2 ppl, food + welcome), overnight 9pm-8am (2 ppl, one awake "
                       "one asleep), breakfast 7-9am. sign up on the sheet by the office"),
    ("rota", 20281103, "wk 1 overnights: mon Kofi + Jan, tue Rich + Sue, wed Dot + Ben, thur Kofi + Amal, fri Pat + "
                       "new person (Lewis?)"),
    ("supplies", 20281105, "need: pillowcases, men's jogging bottoms L/XL, teabags (always teabags). NOT coats, "
                           "we've got loads"),
    ("message", 20281106, "first wk: 9 guests mon, 11 tue, full wed. outreach say more coming when the cold snap "
                          "hits"),
    ("rota", 20281108, "wk 2 fri overnight still 1 short, can anyone?? Lewis is down for it, first shift"),
    ("message", 20281109, "car park: volunteers use the side gate, code 4471, don't block the vicarage"),
    ("supplies", 20281112, "washing machine in the hall kitchen making the noise again, Dot's rung the man"),
    ("message", 20281113, "Lewis - welcome!! you're on fri w Pat, she'll show you the ropes. bring a sleeping bag "
                          "for the asleep half"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-barnabas", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
          metadatas=[{"kind": k, "posted": p} for k, p, _ in DOCS])

question = "what time do I need to get to the hall for Friday night?"
words = "Friday overnight shift start time what time get to the hall pm"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert FIONA in unfiltered, unfiltered
assert FIONA in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=6, where={"posted": {"$gte": 20281101}})["documents"][0]
context = ["Today is Tue 14 Nov 2028. You are talking to Lewis, a new volunteer on Friday's overnight."] + hits
assert FIONA not in context, context
assert any("overnight 9pm-8am" in c for c in context), context
assert not any("10pm" in c or "badminton" in c or "till 10" in c for c in context), context
reply = answer(question, context, mock="9pm - the overnight runs 9pm to 8am. You're on with Pat; use the side gate, "
                                       "code 4471.")
finish(question, expected="ten o'clock, the hall's let out on Friday evenings", actual=reply)
