"""Batch 36 (held out). A language-exchange meetup's organiser notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: "Talk Swap Hereford" runs conversation tables in pubs and cafes: Spanish on Thursdays, German every other
Tuesday, French once a month, Italian when Giulia can. Carmen and Lena keep the notes as points with payload
``{"table", "kind", "text"}`` (table spanish / german / french / italian, or "all" for notices to everyone). When
someone asks about a table, the app searches that table's notes only (a ``table`` filter), which is how it has
always done it.

Planted fault (RetrievalError, filtered out by scope): the venue move for the week of 10 March went out as a notice
to all tables: "heads up everyone!! Crown's back room is getting its floor done w/c 10/3 so anyone meeting that wk
(German tues, Spanish thurs) we're upstairs at Cafe Nube on Bridge St, they'll stay open late for us + 2-for-1
coffees till 8". Question (Tue 11/3): "where's the spanish table meeting this thurs?" -> expected Cafe Nube on
Bridge St, upstairs. The Spanish-only query returns the Crown back room note, the topic and the pairs; the
assistant says the Crown.

Expected verdict: RetrievalError at qdrant.query_points (the one filtered query in fault()). Asserted: the notice is
in the collection and among the top hits of the same query without the filter, and not in the context. Another
reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b36_qdrant_langswap_spanish_venue_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTICE = ("heads up everyone!! Crown's back room is getting its floor done w/c 10/3 so anyone meeting that wk "
          "(German tues, Spanish thurs) we're upstairs at Cafe Nube on Bridge St, they'll stay open late for us + "
          "2-for-1 coffees till 8")
NOTES = [
    ("spanish", "venue", "Spanish table - Thursdays 7-9, back room at The Crown on Broad St. Carmen + me run it, "
                         "usually 12ish ppl"),
    ("german", "venue", "German Stammtisch 2nd + 4th Tues, also the Crown, Jonas hosts"),
    ("all", "notice", NOTICE),
    ("spanish", "topic", "Spanish 13/3 topic: fiestas + what you did for carnaval, Carmen bringing pics from Cadiz"),
    ("spanish", "pairs", "pairs for Thurs 13th: Dave w Lucia, Priya w Carmen, new guy Ollie w Andres"),
    ("french", "venue", "French table 1st Mon of the month, library meeting rm 2, £2 each for the room"),
    ("all", "notice", "subs are £3 a session, covers the room + biscuits, pay Carmen or put it in the jar"),
    ("italian", "topic", "Italian - film night idea, Cinema Paradiso w subtitles, Giulia asking the Courtyard"),
    ("spanish", "misc", "Lucia back from Valencia 8/3, bringing turron lol"),
    ("all", "notice", "whatsapp group is the main place now, the FB page is dead, don't post there"),
    ("german", "topic", "German 11/3 - Fasching + idioms, Jonas has a quiz"),
    ("spanish", "venue", "Crown - back room's free for us Thursdays, just buy a drink, Mick the landlord is fine w it"),
    ("all", "notice", "summer social - picnic on Castle Green Sat 21/6 if it's dry"),
    ("french", "pairs", "French pairs stay the same till Easter"),
]

client = QdrantClient(":memory:")
client.create_collection("talkswap", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("talkswap", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"table": t, "kind": k, "text": text})
    for i, (t, k, text) in enumerate(NOTES, 1)])

question = "where's the spanish table meeting this thurs?"
vector = offline.embed([question])[0]
unscoped = [p.payload["text"] for p in client.query_points("talkswap", query=vector, limit=6).points]
assert NOTICE in unscoped, unscoped

with fault():
    hits = client.query_points("talkswap", query=vector, limit=6, query_filter=models.Filter(
        must=[models.FieldCondition(key="table", match=models.MatchValue(value="spanish"))])).points
context = ["Today is Tue 11/3/25."] + [h.payload["text"] for h in hits]
assert any("back room at The Crown on Broad St" in c for c in context), context
assert not any("Nube" in c or "Bridge St" in c for c in context), context
reply = answer(question, context, mock="The Crown on Broad St, in the back room, 7 till 9 as usual. Topic's fiestas "
                                       "and carnaval.")
finish(question, expected="Upstairs at Cafe Nube (Bridge St) - the Crown's back room is out that week", actual=reply)
