"""Batch 360 (held out). A lab's electronic notebook of samples: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Kowalski lab's helper keeps one record per sample in ("kowalski-lab-eln", "samples") - S-0419 to S-0422,
plasmid minipreps for the Gibson assembly - and the bench channel's posts in ("kowalski-lab-eln", "bench"). The
plate-reader import job (Hannah's script that copies A260/280 and A260/230 ratios from the Nanodrop export into the
ELN) reads a sample record, adds the ratios and writes the whole record back; Priya corrects the same record at the
same time.

Planted fault (UpdateError, lost update): the import job reads S-0421's record (pUC19-KanR miniprep, 182 ng/µL in
EB, 50 µL, box 3 pos C4); Priya writes in, 2050-05-19 11:20, a correction - Nanodrop read 18.2 ng/µL not 182, she
had blanked on water not EB, re-measured 3x, so ~11 µL for 200 ng; the import job then puts back its stale copy with
its ratios, losing Priya's correction. Question (Fri 20/5, Owen): "what conc is S-0421? need 200 ng of it for the
ligation" -> expected 18.2 ng/µL, so about 11 µL. The assistant says 182 ng/µL, about 1.1 µL.

Expected verdict: UpdateError at langgraph.store.put (the import job's put, wrapped in fault()): Priya's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
concentration. Asserted: Priya's correction was in the store before the stale put; the S-0421 record has the
ratios and 182 ng/µL, and no context line has 18.2, "correction" or "blanked".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b360_langgraph_sample_conc_s0421_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SAMPLES = ("kowalski-lab-eln", "samples")
BENCH = ("kowalski-lab-eln", "bench")
KEY = "S-0421"
RECORDS = {
    "S-0419": {"details": "pUC19-AmpR miniprep clone 1, 96 ng/µL in EB, 50 µL, box 3 pos C2. seq OK (Genewiz 12/5)",
               "by": "Priya"},
    "S-0420": {"details": "pUC19-AmpR miniprep clone 2, 64 ng/µL in EB, 50 µL, box 3 pos C3. seq pending",
               "by": "Priya"},
    KEY: {"details": "pUC19-KanR miniprep (Gibson backbone), 182 ng/µL in EB, 50 µL, box 3 pos C4. cut w/ EcoRI + "
                     "HindIII next",
          "by": "Priya"},
    "S-0422": {"details": "GFP insert PCR (Q5, 30 cycles), gel extracted, 41 ng/µL, 30 µL, box 3 pos C5",
               "by": "Owen"},
}
BENCH_LINES = [
    ("2050-05-17 09:30", "Priya", "minipreps S-0419-0421 done (Qiagen, eluted 50 µL EB), nanodrop after lunch"),
    ("17/5 16:05", "Owen", "S-0422 gel extracted, band was faint-ish, 41 ng/µL. ligation planned fri"),
    ("Wed 18/5", "Hannah", "Nanodrop export -> ELN import job runs overnight, ratios go on each sample record"),
]
EDIT = {"details": "pUC19-KanR miniprep (Gibson backbone) - correction: Nanodrop read 18.2 ng/µL not 182 (blanked on "
                   "water not EB 🤦), re-measured 3x, so ~11 µL for 200 ng. 50 µL, box 3 pos C4. cut w/ EcoRI + "
                   "HindIII next",
        "edited": "Priya 2050-05-19 11:20"}
RATIOS = {"A260/280": "1.86", "A260/230": "2.05", "import": "nanodrop job 2050-05-19"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SAMPLES, key, record)
for i, (day, who, text) in enumerate(BENCH_LINES, 1):
    store.put(BENCH, f"b-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def import_job() -> None:
    copy = dict(store.get(SAMPLES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RATIOS)
    with fault():
        store.put(SAMPLES, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(SAMPLES, KEY)
    store.put(SAMPLES, KEY, {**item.value, **EDIT})
    assert "Nanodrop read 18.2 ng/µL not 182" in store.get(SAMPLES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=import_job, name="nanodrop-import"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what conc is S-0421? need 200 ng of it for the ligation"
context = ["Today is Fri 20 May 2050. You are talking to Owen, a PhD student in the Kowalski lab."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SAMPLES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(BENCH, limit=50)]
assert any(c.startswith(KEY + ":") and "182 ng/µL" in c and "A260/280: 1.86" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("18.2", "correction", "blanked")), context
reply = answer(f"(Owen) {question}", context, mock="S-0421 is 182 ng/µL, so about 1.1 µL for 200 ng.")
finish(question, expected="18.2 ng/µL (Priya's re-measured value) - so about 11 µL for 200 ng", actual=reply)
