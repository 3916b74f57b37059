"""Batch 236 (held out). A dance school's summer show: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: the Kirsty Brook School of Dance put on their summer show on Sat 9th July 2050 at the Victoria Hall - two
shows, 1.30pm and 6.30, ballet, tap, jazz and street routines from the tinies up to the seniors, a raffle and ices
from the PTA in the interval. Kirsty (the principal) chats with the school's helper while she sorts it; each turn
the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the show - two shows, about 2 hrs each with a 15
min interval. Turn 2 is the tickets. In turn 3, after the dress rehearsal, Kirsty says the 15 minutes will never
do - the tap lot have to get out of their tap shoes and into the finale costumes, plus the queue for the ices went
out the door last year - so the interval's 25 mins, the hall manager is fine with it. Turns 4 to 8 are the
costumes, the printers' proof of the programme (still "interval 15 mins", she'll sort it), the dressing rooms, the
raffle and the chaperones. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 7/7,
from the PTA): "how long's the interval? the PTA want to know how long they've got for ices + the raffle draw" ->
expected 25 minutes. The assistant says 15 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
interval 25 minutes was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 25 mins, tap shoes or the hall manager); the programme proof, the dressing rooms and the raffle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b236_langchain_dance_show_interval_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the interval? the PTA want to know how long they've got for ices + the raffle draw"
TURNS = [
    ("SUMMER SHOW 💃 sat 9th july at the Victoria Hall, 2 shows 1.30pm + 6.30. about 2 hrs each w/ a 15 min "
     "interval. tinies first half only so they're home for tea. can u help me keep on top of it all",
     "Of course - summer show Sat 9 July at the Victoria Hall, shows at 1.30pm and 6.30, about two hours each with a "
     "15-minute interval; the tinies are in the first half only."),
    ("tickets £8 adults £5 kids, on sale from mon at reception, 2 per family till the 20th then open sale",
     "Tickets £8 adults and £5 children, on sale at reception from Monday - two per family until the 20th, then "
     "open sale."),
    ("dress rehearsal last nite 😩 15 mins is never going to do it - the tap lot have got to get out of their tap "
     "shoes + into the finale costumes, and last yr the queue for the ices went out the door. so 25 mins for the "
     "interval, hall manager's fine with it",
     "Understood - the interval is 25 minutes now, to give the tap classes time to change for the finale and the "
     "PTA time for ices; the hall manager has agreed."),
    ("costumes - all the finale t-shirts came, Mrs Dobson's sewing the sequins on the seniors' jazz tops this wk",
     "The finale t-shirts have arrived, and Mrs Dobson is sewing the sequins on the seniors' jazz tops this week."),
    ("printers sent the programme proof 🙄 - 'Kirsty Brook School of Dance Summer Show. Act 1 ... INTERVAL (15 "
     "mins) - ices & raffle ... Act 2 ... Finale' - i'll sort it, can u check the spelling of the routines",
     "The routine names on the proof look right; the only thing to fix is the wording you mentioned."),
    ("dressing rooms - tinies + juniors in the big room upstairs, seniors in the side room, boys in the kitchen "
     "(they don't care 😂)",
     "Dressing rooms: tinies and juniors upstairs in the big room, seniors in the side room, boys in the kitchen."),
    ("raffle - hamper from the Co-op, a signed Strictly photo (!!), vouchers from the hairdressers. 50p a ticket, "
     "drawn at the end of the interval",
     "Raffle prizes: a Co-op hamper, a signed Strictly photo and hairdresser vouchers; 50p a ticket, drawn at the "
     "end of the interval."),
    ("chaperones - need 2 per dressing room, both shows, DBS checked. Sarah's doing the rota",
     "Two DBS-checked chaperones per dressing room for both shows; Sarah is doing the rota."),
    (QUESTION,
     "15 minutes - so they'll need to be quick with the ices and draw the raffle right at the end."),
]
WINDOW = 11
GONE = ("25 mins", "25 minutes", "tap shoes", "hall manager")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("INTERVAL (15 mins) - ices & raffle" in str(m.content) for m in window), window
            assert any("boys in the kitchen" in str(m.content) for m in window), window
            assert any("drawn at the end of the interval" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so 25 mins for the interval" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kirsty's chat - she runs the Kirsty Brook School of Dance; today Thu 7 "
                                            "July 2050, the summer show is Sat 9 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="25 minutes - the tap classes need time to change for the finale", actual=reply)
