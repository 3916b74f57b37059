"""Batch 355 (held out). A regional daily's sports desk covering a cup final: qdrant collection of the desk's notes,
script style (every call its own trace); for a "how many words" question the helper asks only the budget and copy
notes, and the note with the report's new length was filed under pictures.

App: the Calder Courier's sports desk covers Calder Town v Ossett United in the county cup final at the Shay, Sat 20
May 2051, KO 3pm. Marie (the deputy sports editor) files the desk's notes into one qdrant collection with payload
``kind`` (budget, copy, pictures, travel, quotes); for a word-count question the helper queries with a payload
filter on the budget and copy notes (``kind`` in budget/copy, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Marie's budget note of 2051-05-15T11:00 has
CUP-FINAL-REPORT at 850w by Nadia Rahman and the CUP-FINAL-QUOTES sidebar at 400w (Nadia too, from the mixed zone).
Her note of Weds 17 May 16:30 starts with the pictures (two snappers, six for the gallery, so it was filed as
pictures) and says in passing that the chief sub's lost the back-page advert, so the REPORT goes up to 1,100w, the
quotes sidebar stays 400. Question (Fri 19 May, Nadia): "how many words am I filing in total on sat - the report +
the quotes sidebar?" -> expected 1,500 (1,100 + 400). The scoped query returns the budget and copy notes; the
assistant says 1,250 (850 + 400).

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Weds 17 May
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 1,100 or the advert; the 850w report and the 400w sidebar are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b355_qdrant_sportsdesk_cup_final_word_total_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-courier-sport-cup-final-2051"
LONGER = ("Weds 17 May 16:30 PIX - 2 snappers on the pitchside list (Jo + agency), pix desk wants 6 for the web "
          "gallery by 5.30. ALSO chief sub's lost the back page advert 🎉 so CUP-FINAL-REPORT goes up to 1,100w, the "
          "quotes sidebar stays 400. and somebody tell Liam his fans piece is 300w not 500 😤")
NOTES = [
    (1, "budget", "2051-05-15T11:00 CUP-FINAL budget (sat 20 May, the Shay, KO 3pm): CUP-FINAL-REPORT 850w Nadia "
                  "Rahman on the whistle, CUP-FINAL-QUOTES sidebar 400w (Nadia too, from the mixed zone), "
                  "CUP-FINAL-FANS colour 300w Liam. p1 blurb + back + 4 inside"),
    (2, "copy", "16/5 copy flow - Nadia files running copy at HT (200w) then tops + tails, final by 5.15 latest. "
                "subs Dev + Marie. NO 'Town painted red' headlines pls"),
    (3, "copy", "16/5 17.05 web: live blog from 2pm (Liam), match report up the minute Nadia's filed, quotes "
                "sidebar as a separate story"),
    (4, "pictures", LONGER),
    (5, "travel", "Thu 18th - desk car leaves the office 12 sat, press passes on the lanyards, wifi code from the "
                  "press box steward (Gary)"),
    (6, "quotes", "pre-match: Steve Barlow at Thurs presser, skipper Danny Okafor fri, Ossett's manager won't do "
                  "ours (sulking about the semi preview 🙄)"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": "Marie"})])

question = "how many words am I filing in total on sat - the report + the quotes sidebar?"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert LONGER in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["budget", "copy"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 19 May 2051. You are talking to Nadia Rahman, who is covering the county cup final for the "
           "Calder Courier's sports desk (Sat 20 May)."] + hits
assert LONGER not in hits and not any(w in c.lower() for c in context for w in ("1,100", "advert")), context
assert any("CUP-FINAL-REPORT 850w" in c and "sidebar 400w" in c for c in context), context
reply = answer(question, context, mock="1,250 words - the 850w match report plus the 400w quotes sidebar.")
finish(question, expected="1,500 words - the report went up to 1,100w when the back page advert dropped out, plus "
                          "the 400w sidebar", actual=reply)
