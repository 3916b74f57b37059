"""Batch 381 (held out). A village chapel's rotas: LangGraph InMemoryStore (sync), two writers in threads.

App: Capel Horeb in Cwmderwen keeps its rotas in the chapel helper - the flowers, the door, the teas after the
evening service, the organ - one record per rota in ("capel-horeb-2051", "rotas"), and members' messages in
("capel-horeb-2051", "msgs"). The porch notice-board job (Elfed's script that prints the rotas for the porch every
week) reads the flowers record, adds when it was printed and writes the whole record back; Eirlys (who does the
flowers rota) edits the same record at the same time.

Planted fault (UpdateError, lost update): the notice-board job reads the flowers record (March: 5th Menna, 12th
Gwen Tŷ Isaf, 19th Nerys, 26th Mrs Harries for Sul y Mamau); Eirlys writes in, Mon 13th, that Nerys and Ceinwen
have swapped - Nerys is at her daughter's in Cardiff that week - so it's Ceinwen on the 19th now, not Nerys, and
Nerys has Ceinwen's 2nd April; the notice-board job then puts back its stale copy with its "printed" line, losing
Eirlys's edit. Question (Thu 16/3, Mrs Beti Lewis): "who's on the flowers Sunday? I've got daffs from the garden to
drop off to whoever it is" -> expected Ceinwen (swapped with Nerys). The assistant says Nerys.

Expected verdict: UpdateError at langgraph.store.put (the notice-board job's put, wrapped in fault()): Eirlys's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
who has Sunday's flowers. Asserted: Eirlys's edit was in the store before the stale put; the flowers record has
the "printed" line and Nerys on the 19th, and no context line has Ceinwen, the swap or Cardiff.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b381_langgraph_chapel_flowers_rota_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTAS = ("capel-horeb-2051", "rotas")
MSGS = ("capel-horeb-2051", "msgs")
KEY = "flowers"
RECORDS = {
    KEY: {"details": "flowers rota March 💐 5th Menna, 12th Gwen Tŷ Isaf, 19th Nerys, 26th Mrs Harries (Sul y Mamau, "
                     "the Sunday school are doing posies for the mams). £15 from the flower fund, receipts to Eirlys",
          "by": "Eirlys"},
    "door": {"details": "door + hymn books: Elfed + Dilwyn alternate wks, Elfed the 19th", "by": "Elfed"},
    "teas": {"details": "te ar ôl the evening service - 1st Sun of the month only now, Megan + Menna, bring a plate "
                        "if you can", "by": "Megan"},
    "organ": {"details": "organ - Mr Idris Jenkins mornings, the evening service Hefin (Mr Jenkins's knees 🙄)",
              "by": "Elfed"},
}
MSG_LINES = [
    ("2051-02-26T20:10", "Gweinidog", "preaching 19th is the Revd Alun Pryce from Trefelin, 10 o'clock only"),
    ("6/3", "Megan", "teas went lovely Sunday, diolch i bawb, £34 in the tin for the flower fund"),
    ("Sat 11th", "Dilwyn", "heating's on a timer now, 9 Sundays, don't touch it pls!!"),
]
EDIT = {"details": "flowers rota March 💐 - Nerys + Ceinwen have swapped (Nerys is at her daughter's in Cardiff that "
                   "wk) so it's Ceinwen on the 19th now not Nerys, Nerys has Ceinwen's 2nd April. rest as was: 5th "
                   "Menna, 12th Gwen Tŷ Isaf, 26th Mrs Harries (Sul y Mamau posies)",
        "edited": "Eirlys Mon 13th"}
PRINTED = {"printed": "printed for the porch notice board Mon 13th", "by": "notice-board job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROTAS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def notice_board_job() -> None:
    copy = dict(store.get(ROTAS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRINTED)
    with fault():
        store.put(ROTAS, KEY, copy)


def eirlys_edit() -> None:
    read_done.wait()
    item = store.get(ROTAS, KEY)
    store.put(ROTAS, KEY, {**item.value, **EDIT})
    assert "so it's Ceinwen on the 19th now not Nerys" in store.get(ROTAS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=notice_board_job, name="notice-board-job"),
           threading.Thread(target=eirlys_edit, name="eirlys-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on the flowers Sunday? I've got daffs from the garden to drop off to whoever it is"
context = ["Today is Thu 16 March 2051. You are talking to Mrs Beti Lewis, a member at Capel Horeb, Cwmderwen."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTAS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "19th Nerys" in c and "printed for the porch" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("ceinwen", "swapped", "cardiff")), context
reply = answer(f"(Mrs Lewis) {question}", context,
               mock="Nerys is on the flowers this Sunday, the 19th - drop the daffs off to her, she'll be glad of them.")
finish(question, expected="Ceinwen - she's swapped with Nerys, who's in Cardiff that week", actual=reply)
