"""Batch 60 (held out). A church flower rota: LangGraph InMemoryStore (sync), two writers in threads.

App: St Michael's, Chewton, has a flower rota kept in ``("st-michaels", "rota")`` (key = the week; value = a few
fields) and the flower guild's notes in ``("st-michaels", "notes")``. Two things write a week's record: the
reminder bot (reads the record, adds when it sent the arranger a reminder, writes the whole record back) and
Margaret, the rota secretary, from her tablet.

Planted fault (UpdateError, lost update): the bot reads the Harvest week record, then Margaret writes a swap she
has just sorted: "Pat rang 19/9 - her hip's bad again and she can't do ladders, so Jean (choir, alto) is doing
Harvest, and Pat'll do Jean's week in Nov (Remembrance, just the small ones). Jean's getting the wheat sheaf from
Bartletts' farm". The bot then writes back its stale copy, which still has Pat. Question (Thu 30/9, the vicar):
"who's doing the flowers for Harvest?" -> expected Jean, from the choir. The assistant says Pat.

Expected verdict: UpdateError at langgraph.store.put, the reminder bot's put (inside fault()). Asserted: Margaret's
edit is in the record before the bot's put and missing from the final context, which has Pat and the bot's line.
Another reading: none that we see; nothing is deleted, and the notes don't name Harvest's arranger.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b60_langgraph_flowers_harvest_arranger_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("st-michaels", "rota")
NOTES = ("st-michaels", "notes")
KEY = "wk 3 Oct - Harvest"
RECORDS = {
    "wk 19 Sept": {"arranger": "Doreen", "budget": "£35", "note": "white + green, the christening at 12"},
    "wk 26 Sept": {"arranger": "Sylvia + her granddaughter", "budget": "£35", "note": "Michaelmas daisies if any"},
    KEY: {"arranger": "Pat Cole", "budget": "£80 (harvest, bigger)",
          "note": "pedestal by the font + the window sills, produce on the altar steps"},
    "wk 10 Oct": {"arranger": "Margaret", "budget": "£35", "note": "-"},
    "wk 8 Nov - Remembrance": {"arranger": "Jean", "budget": "£45", "note": "red + white, small ones only, poppies"},
}
GUILD_NOTES = [
    ("1/9", "Margaret", "oasis running low, ordered 2 boxes from the wholesaler in Wells, £22"),
    ("Sept 8th", "Sylvia", "the brass vases need a polish before harvest, I'll take them home"),
    ("14.9.27", "Doreen", "ladder in the vestry is wobbly, Fred says he'll look at it, don't use it till then"),
    ("Tue 21st", "Margaret", "harvest supper sat 2nd in the hall, flower ladies free, bring a plate"),
]
EDIT = ("Pat rang 19/9 - her hip's bad again and she can't do ladders, so Jean (choir, alto) is doing Harvest, and "
        "Pat'll do Jean's week in Nov (Remembrance, just the small ones). Jean's getting the wheat sheaf from "
        "Bartletts' farm")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROTA, key, record)
for i, (day, who, text) in enumerate(GUILD_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_bot() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"reminded": "reminder text sent to arranger Mon 20/9 9.00"})
    with fault():
        store.put(ROTA, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, "arranger": EDIT, "edited": "Margaret (rota sec), 19/9 eve"})
    assert "Jean (choir, alto) is doing Harvest" in store.get(ROTA, KEY).value["arranger"]
    edit_done.set()


threads = [threading.Thread(target=reminder_bot, name="reminder-bot"),
           threading.Thread(target=margaret_edit, name="margaret-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the flowers for Harvest?"
rota = store.search(ROTA, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 30 Sept 2027. You are talking to the vicar."] + [f"{e.key}: {flat(e.value)}" for e in rota] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "arranger: Pat Cole" in c and "reminder text sent" in c for c in context), context
assert not any("doing Harvest" in c or "hip" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Pat Cole - the pedestal by the font and the window sills, £80 budget.")
finish(question, expected="Jean from the choir - Pat's hip is playing up", actual=reply)
