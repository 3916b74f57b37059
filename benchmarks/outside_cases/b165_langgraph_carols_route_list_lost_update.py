"""Batch 165 (held out). A community choir's carol singing round: LangGraph InMemoryStore (sync), two writers in
threads.

App: Fellside Community Choir goes carol singing round Ashby Fell on Weds 14th December 2039, 6.30-8.30ish, for the
hospice (lanterns, song sheets, four sealed collecting tins). The choir's helper keeps one record per thing in
("fellside", "carols") - route, tins, songs - and odd messages in ("fellside", "chat"). The tins job reads the route
record, adds who's carrying which tin and writes the whole record back; Jan, who organises the round, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the tins job reads the route record (Church St, Mill Rd, the Green,
Station Rd, finish at the Fleece for mulled wine); Jan writes in, on Tue 6/12, that Mill Rd's dug up by the gas board
till Christmas so they're skipping it and doing Orchard Close instead, and the Larches care home have asked for them
at 7.30ish, so the route is now Church St, Orchard Close, the Larches, the Green, Station Rd, then the Fleece; the
tins job then puts back its stale copy with the tin rota, losing her edit. Question (Mon 12/12, Ken, a tenor): "what's
the route on weds? need to tell the tin lot where we'll be" -> expected Church St, Orchard Close, the Larches care
home (7.30ish), the Green, Station Rd, finishing at the Fleece (Mill Rd's dug up). The assistant lists the old
route with Mill Rd and without Orchard Close or the Larches.

Expected verdict: UpdateError at langgraph.store.put (the tins job's put, wrapped in fault()): Jan's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the route.
Asserted: Jan's edit was in the store before the stale put; the route record has the tin rota and Mill Rd, and no
context line mentions Orchard Close, the Larches or the gas board.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b165_langgraph_carols_route_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAROLS = ("fellside", "carols")
CHAT = ("fellside", "chat")
KEY = "route"
RECORDS = {
    KEY: {"route": "meet lychgate half 6 -> Church St -> Mill Rd -> the Green -> Station Rd -> finish at the Fleece "
                   "for mulled wine (Gill's treat!)", "set by": "Jan"},
    "tins": {"details": "4 sealed tins from the hospice shop, Eric has the key for the count after",
             "who": "Eric"},
    "songs": {"details": "Hark the herald, While shepherds (Cranbrook!!), Silent night, O come all ye, We wish you "
                         "for the end. sheets in the vestry", "who": "Marion"},
}
CHAT_LINES = [
    ("2039-11-28T20:10", "Jan", "lanterns need new batteries, AAs, can some1 get a big pack"),
    ("2/12", "Marion", "altos pls learn the descant for O come, it was ropey last yr lol"),
    ("Weds 7th", "Eric", "hospice want the tins back by the 20th, I'll count w Gill at hers"),
]
EDIT = {"route": "meet lychgate half 6 -> Church St -> Orchard Close (Mill Rd's dug up by the gas board til xmas so "
                 "we're skipping it) -> the Larches, they've asked for us 7.30ish, residents in the lounge -> the "
                 "Green -> Station Rd -> finish at the Fleece for mulled wine (Gill's treat!)",
        "edited": "Jan Tue 6/12"}
TIN_ROTA = {"tins": "tin 1 Ken, tin 2 Sue B, tin 3 Raj, tin 4 Gill. stay on the pavement side!!", "by": "tins job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAROLS, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tins_job() -> None:
    copy = dict(store.get(CAROLS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TIN_ROTA)
    with fault():
        store.put(CAROLS, KEY, copy)


def jan_edit() -> None:
    read_done.wait()
    item = store.get(CAROLS, KEY)
    store.put(CAROLS, KEY, {**item.value, **EDIT})
    assert "Orchard Close" in store.get(CAROLS, KEY).value["route"]
    edit_done.set()


threads = [threading.Thread(target=tins_job, name="fellside-tin-rota-job"),
           threading.Thread(target=jan_edit, name="jan-route-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's the route on weds? need to tell the tin lot where we'll be"
context = ["Today is Mon 12 December 2039. You are talking to Ken, a tenor in Fellside Community Choir, about the "
           "carol singing round on Weds 14 December."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CAROLS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "Mill Rd" in c and "tin 1 Ken" in c for c in context), context
assert not any("Orchard Close" in c or "Larches" in c or "gas board" in c for c in context), context
reply = answer(question, context, mock="Lychgate at half 6, then Church St, Mill Rd, the Green and Station Rd, "
                                       "finishing at the Fleece for mulled wine.")
finish(question, expected="Church St, Orchard Close, the Larches care home (7.30ish), the Green, Station Rd, then the "
                          "Fleece - Mill Rd's dug up", actual=reply)
