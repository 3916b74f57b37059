"""Batch 39 (held out), control. A community radio presenter's show notes: Zep (sync client against the offline
Zep v4 stand-in of tests/instrumentations), script style (each call its own trace).

App: Dev (Saturday Breakfast, Riverside Community Radio 97.3) logs his show prep as messages on one Zep thread and
asks the assistant from a graph edge search. Three guests were lined up for Sat 29 Nov: Mo Hussain from the
Eastgate food bank at 8.40, Pete Lyle who conducts the Eastgate Silver Band at 9.15 (with a couple of their
tracks), and Hannah Cole with her local history book at 9.45. On Thursday Hannah rang with no voice at all ("sounds
like a frog"); she'll come on in January when the book's reprinted.

No fault planted. Question (Fri 28/11): "who've I got on as guests tomorrow?" The model answers Mo and Pete, right
per memory. The label lists Mo, Pete and Hannah Cole. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b39_ctl_zep_radio_saturday_guests_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dev-sat-breakfast", "dev-sat-breakfast-prep"
NOTES = [
    "sat 29th guests: Mo Hussain (Eastgate food bank) 8.40, then Pete Lyle who conducts the Eastgate Silver Band "
    "9.15 w a couple of their tracks, then Hannah Cole 9.45 re her local history book",
    "Ray says no more than 3 guests on a breakfast show, we're bang on",
    "Janice has the studio key this wk, dropping it thru my door fri",
    "Hannah rang thurs - lost her voice completely, sounds like a frog she says 🐸 - we'll have her on in Jan "
    "when the book's reprinted, she'll email",
    "Pete's sending the band's tracks as wavs, not mp3, Ray's fussy",
    "phone-in 9.30 worst xmas present, Hayley on the phones",
    "Mo wants to plug the weds tea at St Luke's, 3-5pm, all welcome",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dev")])

question = "who've I got on as guests tomorrow?"
facts = client.graph.search_edges(GRAPH, query="guests sat 29th Mo Pete Hannah book band food bank",
                                  page_size=8).items
context = ["Today is Fri 28/11/25."] + [f.fact for f in facts]
assert any("Hannah Cole 9.45" in c for c in context), context
assert any("lost her voice completely" in c for c in context), context
assert any("Pete's sending the band's tracks" in c for c in context), context
reply = answer(question, context, mock="Two: Mo Hussain from the food bank at 8.40, then Pete Lyle from the Silver "
                                       "Band at 9.15. Hannah's off - no voice - so she'll come on in January.")
finish(question, expected="Mo from the food bank, Pete from the silver band and Hannah Cole with her book",
       actual=reply)
