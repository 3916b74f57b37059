"""Batch 27 (held out), control. A wedding planner's supplier records and couple's chat: LangGraph InMemoryStore
(sync), two writers in threads.

App: Gemma at Bluebell Weddings keeps one record per supplier for each couple (namespace
``("bluebell", "okafor-lee", "suppliers")``) and the couple's WhatsApp group in another namespace; the nightly import
from her booking spreadsheet writes the supplier records while the WhatsApp bridge writes the chat, each in its own
thread, and the assistant answers from a search of both. DJ Marco was booked on his all-day package (ceremony,
drinks reception, evening, £1,100). In June Funmi's uncle Tunde asked to play the kora for them as they come down
the aisle and through the signing; they loved the idea, and Marco knocked £150 off and starts at the drinks
reception.

No fault planted. Question (Mon 21/7): "Is Marco doing the ceremony music?" The model answers no (Uncle Tunde plays,
Marco from the drinks reception), right per memory. The label says yes, it's in his all-day package. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b27_ctl_langgraph_wedding_ceremony_music_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUPPLIERS = ("bluebell", "okafor-lee", "suppliers")
CHAT = ("bluebell", "okafor-lee", "whatsapp")
RECORDS = {
    "dj-marco": {"what": "DJ + PA", "package": "all day - ceremony, drinks reception + evening", "total": "£1,100",
                 "paid": "£250 dep 12/1", "notes": "first dance: At Last (Etta James)"},
    "wortham-manor": {"what": "venue, Sat 9 Aug 2025, ceremony in the orangery", "total": "£7,400",
                      "paid": "£4,900", "notes": "carriages 11.30pm"},
    "hazel-photo": {"what": "photographer 11-8", "total": "£1,450", "paid": "£400", "notes": "no flash in ceremony"},
    "the-cake-shed": {"what": "cake, naked sponge, 3 tier", "total": "£380", "paid": "£190", "notes": "gluten free "
                                                                                                      "top tier"},
}
CHAT_MSGS = [
    ("14/6", "Funmi", "Uncle Tunde just asked if he can play the kora for us coming down the aisle + through the "
                      "signing?!! I'm crying"),
    ("14/6", "James", "That's amazing, yes obviously"),
    ("15/6", "Gemma", "Love this. I'll let Marco know he can start at the drinks reception then - he says no problem, "
                      "£150 off, so £950 total"),
    ("16/6", "Funmi", "Tunde needs a chair with no arms + a plug for his little amp"),
    ("2/7", "Gemma", "Orangery has a socket behind the pillar, sorted"),
    ("18/7", "James", "Marco wants the evening playlist by 1 Aug, do-not-play list too (no Macarena)"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()


def spreadsheet_import() -> None:
    for key, record in RECORDS.items():
        store.put(SUPPLIERS, key, record)


def whatsapp_bridge() -> None:
    for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
        store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})


threads = [threading.Thread(target=spreadsheet_import, name="spreadsheet-import"),
           threading.Thread(target=whatsapp_bridge, name="whatsapp-bridge")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Is Marco doing the ceremony music?"
suppliers = store.search(SUPPLIERS, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Mon 21/7/25."] + [f"{s.key}: {flat(s.value)}" for s in suppliers] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("dj-marco" in c and "all day - ceremony" in c for c in context), context
assert any("play the kora for us coming down the aisle" in c for c in context), context
assert any("start at the drinks reception" in c for c in context), context
reply = answer(question, context, mock="No - Uncle Tunde's playing the kora for the aisle and the signing. Marco "
                                       "starts at the drinks reception (£950 now).")
finish(question, expected="Yes - it's in his all-day package", actual=reply)
