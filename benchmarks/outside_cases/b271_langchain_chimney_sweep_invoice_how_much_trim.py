"""Batch 271 (held out). A chimney sweep's bookings: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Calder Chimney Services (Mark, a sweep in Halifax, and Julie, who does his bookings and invoices) - open fires,
stoves, liners, cowls, a certificate with every sweep. Julie chats with the business's helper through the week;
each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the season's prices - open fire £55, stove £60,
stove with a liner £65, each extra flue £35. Turn 2 is the week's bookings, with Mr Okafor at Height Farm on Tue 7th,
two lined stoves. In turn 3 Julie says Mr Okafor rang back - he's a repeat and his neighbour booked off his
recommendation, so Mark says do him £100 for both stoves, smoke test included. Turns 4 to 8 are the dust sheets, the
accountant's new invoice template (still "Stove sweep (lined flue) ... £65.00 per appliance"), the van's MOT, a bird
guard enquiry and Ryan's hours. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue
7/11): "what do I put on Mr Okafor's invoice? Mark's just back from Height Farm, both stoves done" -> expected £100
for the two (the repeat-customer price Mark agreed). The assistant says £130 (2 x £65).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that agreed
£100 for both stoves was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on £100, the neighbour or "repeat"); the invoice template's £65.00 per appliance is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b271_langchain_chimney_sweep_invoice_how_much_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do I put on Mr Okafor's invoice? Mark's just back from Height Farm, both stoves done"
TURNS = [
    ("prices for this season 🔥 open fire £55, stove £60, stove w/ a liner £65, each extra flue £35, cowls from £85 "
     "fitted. cert with every sweep. can u keep track for me",
     "Will do - open fire £55, stove £60, lined stove £65, £35 per extra flue, cowls from £85 fitted, certificate "
     "with every sweep."),
    ("wk of 6th nov: mon 2 in Sowerby, tue 7th Mr Okafor at Height Farm 9am - 2 stoves (lounge + the barn "
     "conversion), both lined. weds Mrs Lumb's open fire",
     "Week of 6 Nov: Monday two in Sowerby, Tuesday 7th Mr Okafor at Height Farm at 9 (two lined stoves), "
     "Wednesday Mrs Lumb's open fire."),
    ("Mr Okafor rang back 👍 he's a repeat + his neighbour at Lower Height booked off his recommendation, so Mark "
     "says do him £100 for both stoves, smoke test incl. don't charge him the 2x£65",
     "Noted - Mr Okafor's two stoves are £100 for both, smoke test included, as a repeat customer who sent his "
     "neighbour our way."),
    ("dust sheets - ordered 6 more from the trade place, the old ones are more hole than sheet 😂",
     "Six more dust sheets ordered from the trade counter."),
    ("accountant's sent the new invoice template 🙄 'Calder Chimney Services ... Stove sweep (lined flue) ... "
     "£65.00 per appliance, certificate incl. ... payment within 14 days' - looks ok?",
     "The template looks fine - the wording and the payment terms are clear."),
    ("van's MOT is thurs 9th at Kwik Fit, Mark'll do Mrs Lumb early so he's back for 11",
     "Van MOT Thursday 9th at Kwik Fit; Mark will do Mrs Lumb early and be back for 11."),
    ("someone on Savile Park wants a bird guard on 2 pots, jackdaws - told her it's fine now, nesting's done",
     "Bird guard enquiry on Savile Park for two pots - fine to fit now nesting season's over."),
    ("Ryan's hours - he's doing tues + weds this wk, £12 an hr, cash",
     "Ryan is working Tuesday and Wednesday this week at £12 an hour."),
    (QUESTION,
     "£130 - two lined stoves at £65.00 per appliance, certificate included, payment within 14 days."),
]
WINDOW = 11
GONE = ("£100", "neighbour", "repeat")


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
            assert any("£65.00 per appliance" in str(m.content) for m in window), window
            assert any("Ryan's hours" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("do him £100 for both stoves" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Julie's chat - she does the bookings and invoices for Calder Chimney "
                                            "Services; today Tue 7 November 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£100 for both stoves - the repeat-customer price Mark agreed", actual=reply)
