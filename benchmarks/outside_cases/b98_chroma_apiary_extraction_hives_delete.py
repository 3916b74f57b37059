"""Batch 98 (held out). A beekeepers' association's apiary file: chromadb collection, script style (each call its
own trace).

App: the Stevenage & District Beekeepers keep their teaching apiary's notes in one chroma collection: inspection
notes (kind "inspection", status "actioned" once whatever they asked for has been done), plans (kind "plan") and
admin (kind "admin"). The members' helper answers from whatever is in it. After each monthly committee meeting
Eric, the apiary manager, clears out the actioned inspection notes.

Planted fault (DeletionError): the clear-out on Sun 10/8 deletes the actioned inspection notes. One of them, from
Sat 2/8, says hive 4 (the swarm Pat caught in May) had a high mite drop, Apivar strips went in that day and must
stay in six weeks, so no honey comes off hive 4 this year (feed it up instead); marked actioned since the strips
are in. The plan still says extraction day Sat 16/8, supers off hives 1-5 on the Friday evening. Question (Mon
11/8, Rachel, a first-year member): "how many hives are we getting honey off on saturday? trying to work out how
many jars to bring" -> expected 4 (the five less hive 4). The assistant says all five.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the hive 4 note
is in the query results before the delete and gone from the collection and the context after it; the plan's
hives 1-5 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b98_chroma_apiary_extraction_hives_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HIVE4 = ("insp sat 2/8 (Eric + Pat): hive 4 (Pat's May swarm) - mite drop way up, 40+/day on the board. Apivar "
         "strips in today, they stay in 6 wks min so NO honey off 4 this yr, feed it up for winter instead. "
         "q seen, brood ok. actioned - strips in")
DOCS = [
    ("plan", "-", "EXTRACTION DAY sat 16/8 10-4 - clearer boards on weds 13th, supers off hives 1-5 fri eve. "
                  "extractor + settling tanks from the assoc store, Jim has the key"),
    ("inspection", "actioned", HIVE4),
    ("inspection", "actioned", "insp 26.7 - hive 2 v docile, 2 supers nearly all capped. hive 5 needed a 3rd "
                                "super, put one on (actioned)"),
    ("admin", "-", "jars - the assoc has 300 1lb jars + lids at cost, 45p each, pay Margaret on the day"),
    ("inspection", "-", "insp 9/8: hive 1 + 3 heavy, supers mostly capped. wasps starting on hive 3, reduce the "
                        "entrance. ~~hive 2~~ fine"),
    ("admin", "-", "new members' mentors: Rachel w Eric, Sunil w Pat. suits in the shed, size labels inside"),
    ("plan", "-", "honey show 20/9 at Knebworth, entries by 6/9, 2 matching jars per class"),
    ("inspection", "actioned", "insp 19/7 - hive 1 q cells, knocked them all back, check again in 7 days (actioned)"),
]

client = chromadb.EphemeralClient()
apiary = client.get_or_create_collection("sdbka-apiary", embedding_function=offline.chroma_embedding_function())
apiary.add(ids=[f"a{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
           metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "how many hives are we getting honey off on saturday? trying to work out how many jars to bring"
words = "hives honey off extraction saturday supers"  # the helper's search words
before = apiary.query(query_texts=[words], n_results=8)["documents"][0]
assert HIVE4 in before, before

# Sun 10/8, after the committee: clear out the actioned inspection notes
with fault():
    apiary.delete(where={"status": "actioned"})

stored = apiary.get()["documents"]
hits = apiary.query(query_texts=[words], n_results=8)["documents"][0]
context = ["Today is Mon 11 August 2036. You are talking to Rachel, a first-year member."] + hits
assert HIVE4 not in stored and HIVE4 not in context
assert not any("Apivar" in c or "hive 4" in c for c in stored + context)
assert any("supers off hives 1-5" in c for c in context), context
reply = answer(question, context, mock="All five - supers come off hives 1 to 5 on the Friday evening, so plan "
                                       "jars for five hives' worth.")
finish(question, expected="four - every hive but no. 4, which has its varroa strips in", actual=reply)
