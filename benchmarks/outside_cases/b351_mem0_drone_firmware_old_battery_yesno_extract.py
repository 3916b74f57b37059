"""Batch 351 (held out). A drone maker's firmware notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per release note and one for the question.

App: Corvid Aerial make the Skylark S3 and S3 Pro camera drones. Their release manager, Ines, files each firmware
release note and hotfix notice into the dealer-support helper with ``memory.add(messages, user_id=...,
metadata={"doc": ...})``; dealers' support staff ask it things when customers ring.

Planted fault (ExtractionError, a fact dropped at extraction): the FW 3.2.0 release note (2051-02-06) lists the
compatible batteries - BP-52 (5200 mAh, 15.4 V) and BP-60 (6000 mAh, 15.4 V). The FW 3.2.1 hotfix note of 27.02.2051
fixes the gimbal drift below 0 °C and, in the middle, says BP-52 packs with serials BP52-0001 to BP52-4999 (the
first-gen cell supplier) are no longer supported from 3.2.1 on - the aircraft won't arm, err 0x3E "battery not
authorised"; it supersedes the 3.2.0 compatibility list; dealers swap them for a free BP-60; and the log export is
.csv now. The extraction keeps the gimbal fix and the .csv export and drops the BP-52 lockout. Question (Mon 13 Mar
2051, Tomasz at a dealer): "customer's S3 Pro just updated itself to 3.2.1 - can he keep flying his two BP-52s?
serials BP52-2210 + BP52-2231" -> expected no: both serials fall in BP52-0001..4999, locked out from 3.2.1 (won't
arm, 0x3E), so he needs the free BP-60 swap. The assistant says yes, the BP-52 is on the 3.2 compatibility list.

Expected verdict: ExtractionError at mem0.extract inside the 27.02.2051 add (fault() wraps that one add): the note
given to mem0 carries the lockout that decides the yes/no, and what was made from it leaves that out, so the store
never held it; the search and the answer then worked faithfully on the 3.2.0 list that was stored. Asserted: the
note has the lockout; no stored memory or context line mentions 4999, 0x3E, "won't arm", "not authorised" or the
swap; the gimbal fix from the same note is stored; the 3.2.0 list with the BP-52 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b351_mem0_drone_firmware_old_battery_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "corvid-aerial-dealer-support"
CUT = ("FW 3.2.1 HOTFIX (S3 / S3 Pro), 27.02.2051 - fixes gimbal pitch drift below 0 °C (±0.5° spec now met down to "
       "-10 °C). IMPORTANT: BP-52 packs w/ serials BP52-0001 to BP52-4999 (1st-gen cell supplier) are no longer "
       "supported from 3.2.1 on - aircraft won't arm, app shows err 0x3E 'battery not authorised'. this supersedes "
       "the 3.2.0 compat list. dealers: swap them for a BP-60 free of charge, RMA type BAT-SWAP. also flight log "
       "export is .csv now (was .txt)")
NOTES = [
    ("RN 3.2.0", "FW 3.2.0 release notes - Skylark S3 / S3 Pro - 2051-02-06. RTH default altitude 30 m -> 50 m, "
                 "wind estimation improved (warns above 10.7 m/s), new ND filter profiles. Compatible batteries: "
                 "BP-52 (5200 mAh, 15.4 V) and BP-60 (6000 mAh, 15.4 V). Min app version 5.8",
     ["FW 3.2.0 for the Skylark S3 / S3 Pro (2051-02-06) raises the default RTH altitude from 30 m to 50 m",
      "FW 3.2.0 compatible batteries: BP-52 (5200 mAh, 15.4 V) and BP-60 (6000 mAh, 15.4 V)",
      "FW 3.2.0 needs app version 5.8 or later"]),
    ("rollout 14 Feb", "14 Feb - 3.2.0 rollout paused at 40% :( Android app 5.8.0 crashes on Pixel 9 when opening "
                       "the camera view, 5.8.1 fixes it, rollout resumes Thurs",
     ["The 3.2.0 rollout was paused at 40% for an Android app 5.8.0 crash on Pixel 9; app 5.8.1 fixes it"]),
    ("HF 3.2.1", CUT,
     # the planted fault: the BP-52 lockout is dropped
     ["FW 3.2.1 (27.02.2051) fixes gimbal pitch drift below 0 °C (±0.5° down to -10 °C)",
      "From FW 3.2.1 the flight log export is .csv instead of .txt"]),
    ("S3 Pro rev.2", "Mar 6 2051 - S3 Pro rev.2 shipping: new carbon arms, 410 x 410 x 145 mm unfolded, 1.29 kg "
                     "(±20 g), ships with 3.2.1 out of the box. rev.1 props NOT compatible w/ rev.2 motors (P-S3-R2 "
                     "only)",
     ["S3 Pro rev.2 ships from Mar 6 2051 with FW 3.2.1: 410 x 410 x 145 mm unfolded, 1.29 kg ±20 g",
      "rev.1 props are not compatible with S3 Pro rev.2 motors; use P-S3-R2 props"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="corvid-fw-notes-2051"))
    for i, (doc, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {doc}"):
            if note == CUT:
                assert "BP52-0001 to BP52-4999" in note and "won't arm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"doc": doc})
            else:
                memory.add(msgs, user_id=USER, metadata={"doc": doc})
    question = ("customer's S3 Pro just updated itself to 3.2.1 - can he keep flying his two BP-52s? serials "
                "BP52-2210 + BP52-2231")
    with turn_span("question Mon 13 Mar 2051"):
        hits = []
        for query in ("BP-52 battery compatibility firmware 3.2.1", "which batteries work with the S3 Pro",
                      "battery not supported after update"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 March 2051. You are talking to Tomasz, support at a Corvid Aerial dealer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("4999", "0x3e", "won't arm", "not authorised", "swap", "supersede")), stored
        assert any("BP-52 (5200 mAh, 15.4 V)" in c for c in context), context
        assert any("gimbal pitch drift" in s for s in stored), stored
        reply = answer(question, context, mock="Yes - the BP-52 (5200 mAh) is on the compatible battery list for the "
                                               "3.2 firmware, so he can keep using both packs.")
finish(question, expected="no - BP-52 serials BP52-0001 to 4999 won't arm from 3.2.1 (err 0x3E); both of his are in "
                          "that range, so he needs the free BP-60 swap", actual=reply)
