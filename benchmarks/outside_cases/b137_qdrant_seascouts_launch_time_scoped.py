"""Batch 137 (held out). A sea scout group's boating weekend notes: qdrant collection, script style (each call its
own trace); a patrol leader's question is searched within her crew's notes and the all-crews notes only.

App: 1st Wivenhoe Sea Scouts keep their notes for the May boating weekend on the Colne (boats, crews, tides, kit)
in one qdrant collection, each point with a ``crew`` payload: a crew's name, ``all`` for the whole group, or
``leaders`` for the leaders' own notes. When a scout asks, the helper searches only the asker's crew and ``all``,
so the leaders' notes (risk assessments, first aid, who's driving) stay out of the scouts' answers.

Planted fault (RetrievalError, filtered by scope): the plan for Sat 16th May (crew ``all``) has meet at the hut
8.30, launch 9 off the hard, sail down to Brightlingsea, lunch on the beach, back by 4. Skip's note of 12/5 - he'd
read Sunday's column in the tide table, high water at Brightlingsea Saturday's 8.52 not 11-something, and the boats
have to be off the hard at Wivenhoe on the top of the tide, so launch 7.30ish, meet at the hut 7, with the safety
boat cover and the first aid kit in the same note - was typed in the leaders' chat and filed ``crew=leaders``, so
the search scoped to the scouts' notes leaves it out. Question (Fri 15/5, Ellie, Kestrel crew's patrol leader):
"what time we launching sat? my dad's dropping me + Maya off" -> expected 7.30ish (meet at the hut 7; high water's
at 8.52 and they have to go off the hard on the tide). The assistant says 9.

Expected verdict: RetrievalError at the scoped qdrant query (wrapped in fault()): Skip's note is in the collection
and the same search without the scope finds it, but the search the app made could not return it. Asserted: the
unscoped search returns it and the scoped one does not; the plan line (launch 9) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b137_qdrant_seascouts_launch_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TIDE = ("12/5 Skip - ARGH I'd read sunday's column in the tide table. HW Brightlingsea sat is 8.52 not 11.20, and we "
        "have to be off the hard at Wivenhoe on the top of the tide or we're stuck in the mud. so launch 7.30ish, "
        "meet at the hut 7 sharp. Dave's got the rib for safety cover, first aid kit's restocked (Anna)")
POINTS = [
    ("all", "BOATING WKEND sat 16th may: meet at the hut 8.30, launch 9 off the hard, sail down to Brightlingsea, "
            "lunch on the beach, back at the hut by 4. sun 17th - pottering + knots, home by 1"),
    ("kestrel", "Kestrel crew: Ellie (PL), Maya, Sam K, Josh. Wayfarer 'Puffin' w Anna"),
    ("all", "kit list - BA (we've got them), waterproof, hat, suncream, packed lunch, spare clothes in a dry bag, "
            "NO jeans"),
    ("leaders", TIDE),
    ("osprey", "Osprey crew: Finn (PL), Ruby, Theo, Alfie. Toppers 1 + 2 w Dave shadowing"),
    ("leaders", "drivers for the trailers - Dave (rib), Anna (Wayfarer), Skip takes the minibus w the kit"),
    ("all", "subs for the wkend £12, pay Anna by thurs 14th pls, bring a mug"),
]

client = QdrantClient(":memory:")
client.create_collection("wivenhoe-sea-scouts", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("wivenhoe-sea-scouts", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"crew": crew, "text": text})
    for i, (crew, text) in enumerate(POINTS, 1)])

question = "what time we launching sat? my dad's dropping me + Maya off"
vector = offline.embed(["launch time saturday boating weekend hut meet tide"])[0]
wide = [p.payload["text"] for p in client.query_points("wivenhoe-sea-scouts", query=vector, limit=10).points]
assert TIDE in wide, wide
scope = models.Filter(must=[models.FieldCondition(key="crew", match=models.MatchAny(any=["kestrel", "all"]))])
with fault():
    hits = [p.payload["text"] for p in client.query_points("wivenhoe-sea-scouts", query=vector, query_filter=scope,
                                                           limit=10).points]
context = ["Today is Fri 15 May 2037. You are talking to Ellie, patrol leader of Kestrel crew, 1st Wivenhoe Sea "
           "Scouts."] + hits
assert TIDE not in context and not any("7.30" in c or "8.52" in c or "tide" in c for c in context), context
assert any("meet at the hut 8.30, launch 9 off the hard" in c for c in context), context
reply = answer(question, context, mock="Launching at 9 off the hard - meet at the hut at 8.30, so get your dad to "
                                       "drop you both there for half 8.")
finish(question, expected="7.30ish - meet at the hut at 7; high water's 8.52 so they go off the hard on the tide",
       actual=reply)
