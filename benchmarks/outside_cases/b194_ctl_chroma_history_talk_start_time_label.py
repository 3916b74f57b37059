"""Batch 194 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary's notes and the walks leader's notes), then the question's query.

App: Much Wenlock Local History Society's spring walk and talk is Sat 18th April 2043 - Dr Ann Price's talk on the
town in the Civil War in the Guildhall, a walk round the priory and the old railway line with Ken (the walks
leader), and tea. Marion (the society's secretary) and Ken both put their notes into one chroma collection; members
ask the helper.

Memory: Marion, 2043-03-02T19:30 - walk 'n' talk Sat 18th April, walk from the Guildhall at 2 round the priory + the
old station, about an hour, talk after in the Guildhall about 3.30ish, Dr Price on the siege, tea + cake £3; Ken,
14/3 - walked the route, priory wall path is muddy, wellies; Marion, Tue 7th Apr - Dr Price can't stay late, her
grandson's got a swimming gala in Telford at 4 + she's promised, so she's asked to go first - she'll do her bit in
the Guildhall at 2 and we'll walk after, back for tea about 4.15; Ken, 9.4. - 31 names. Question (Weds 15/4,
Gwyneth, who only wants the talk - her hip): "what time does Dr Price's talk start sat? I'll give the walk a miss
with my hip" The assistant says 2pm in the Guildhall (she's going first; the walk's after). The label says 3.30.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b194_ctl_chroma_history_talk_start_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "marion": [("2043-03-02T19:30", "WALK 'N' TALK 🏛 sat 18th april. walk from the Guildhall at 2 round the priory "
                                    "+ the old station, about an hr. talk after in the Guildhall about 3.30ish - Dr "
                                    "Ann Price on the siege. tea + cake £3"),
               ("Tue 7th Apr", "Dr Price can't stay late, her grandson's got a swimming gala in Telford at 4 + she's "
                               "promised 🏊 so she's asked to go first - she'll do her bit in the Guildhall at 2 and "
                               "we'll walk after, back for tea about 4.15")],
    "ken": [("14/3", "walked the route sun - priory wall path's a mudbath, wellies or old boots. old station bit is "
                     "fine"),
            ("9.4.", "31 names so far, Bridgnorth lot coming too. I'll bring the old photos of the station")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("much-wenlock-history-walk-talk-2043",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"date": day, "by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time does Dr Price's talk start sat? I'll give the walk a miss with my hip"
hits = notes.query(query_texts=[question, "talk time and order of the afternoon"], n_results=4)["documents"]
context = ["Today is Weds 15 April 2043. You are talking to Gwyneth, a member of Much Wenlock Local History Society "
           "who is coming to the talk on Sat 18 April but not the walk."]
for doc in hits[0] + hits[1]:
    if doc not in context:
        context.append(doc)
assert any("talk after in the Guildhall about 3.30ish" in c for c in context), context
assert any("she'll do her bit in the Guildhall at 2" in c for c in context), context
reply = answer(question, context, mock="2pm in the Guildhall - Dr Price is going first this time because she has to "
                                       "get away, and the walk's after, so you can skip that and come back for tea "
                                       "about 4.15.")
finish(question, expected="3.30", actual=reply)
