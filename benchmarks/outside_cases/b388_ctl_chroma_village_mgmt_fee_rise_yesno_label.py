"""Batch 388 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the treasurer and the committee chairman each file their own notes), then the question's query.

App: Wo Tei Tsuen's owners' committee looks after 20 village houses - the management fee each quarter (the water
tank cleaning, the CCTV, the insurance, the gate), the owners' meeting, the Tin Hau contribution. Mrs Chan (the
treasurer) and Mr Tang (the chairman) file notes into one chroma collection; the helper answers owners' questions
from the 4 nearest.

Memory: Mrs Chan, 2051-02-10 19:00 - the proposal for 2051-52, the mgmt fee from HK$420 up to HK$480 a flat a
quarter from April, because the tank cleaning, the CCTV and the insurance are all up, to be voted at the owners'
meeting; Mrs Chan, 1/3 - Q1 fee all collected except houses 7 and 15; Mr Tang, Sun 5 Mar - the owners' meeting
voted the rise down 14 to 6, so keep HK$420 la, use the reserve fund for the CCTV this year, minutes on the
noticeboard; Mr Tang, 8/3 - the Tin Hau committee also need HK$300 a household, separate from the mgmt fee.
Question (Mon 20/3, Mr Ho): "mgmt fee go up from April or not? I setting up the FPS autopay" The assistant says no -
it stays HK$420 a quarter, the rise to HK$480 was voted down on 5 Mar. The label says yes, HK$480 a quarter from
April.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b388_ctl_chroma_village_mgmt_fee_rise_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mrs-chan": [
        "2051-02-10 19:00 mgmt fee proposal for 2051-52: from HK$420 up to HK$480 per flat per quarter from April, "
        "because the tank cleaning + CCTV + insurance all up 😓 will vote at the owners meeting",
        "1/3 Q1 mgmt fee all collected except house 7 + 15, thx all 🙏",
    ],
    "mr-tang": [
        "Sun 5 Mar owners meeting result: the mgmt fee rise voted down 14 vs 6, so keep HK$420 la, use the reserve "
        "fund for the CCTV this yr. minutes on the noticeboard",
        "8/3 Tin Hau committee need HK$300 per household too, separate from the mgmt fee, pay Ah Wai",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wo-tei-tsuen-owners-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "mgmt fee go up from April or not? I setting up the FPS autopay"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 20 March 2051. You are talking to Mr Ho, an owner at Wo Tei Tsuen."] + hits
assert any("from HK$420 up to HK$480 per flat per quarter from April" in c for c in context), context
assert any("voted down 14 vs 6, so keep HK$420 la" in c for c in context), context
reply = answer(question, context, mock="No - it stays HK$420 a quarter. The rise to HK$480 was voted down at the "
                                       "owners meeting on 5 Mar, so set the autopay at HK$420.")
finish(question, expected="yes - HK$480 a quarter from April", actual=reply)
