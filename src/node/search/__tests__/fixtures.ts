/** A small OpenAPI 3.1 document with the shapes the real one uses ($ref, allOf, webhooks). */
export const sampleOpenApi = `
openapi: 3.1.0
info: { title: "%PRODUCT% API", version: 2.0.0 }
paths:
  /v1.0/debit/status:
    post:
      operationId: widgetQueryPayment
      summary: Query Payment
      description: Get the status of a %PRODUCT% payment.
      x-service-code: "55"
      x-rules: ["Poll every 10 seconds."]
      x-response-codes:
        - { code: "2005500", message: Successful, meaning: Found., action: Act on it. }
        - { code: "4045501", message: Transaction Not Found, meaning: No such payment., action: Check the references. }
      parameters:
        - $ref: "#/components/parameters/XPartnerId"
      requestBody:
        content:
          application/json:
            schema: { $ref: "#/components/schemas/QueryRequest" }
            examples:
              byReference: { summary: Query by your reference, value: {} }
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  responseCode: { type: string, description: The result code. }
                  refundHistory:
                    type: array
                    items:
                      type: object
                      properties:
                        refundAmount: { $ref: "#/components/schemas/Money" }
webhooks:
  widgetFinishNotify:
    post:
      operationId: widgetFinishNotify
      summary: Finish Notify
      description: Receive the final result.
      requestBody:
        content:
          application/json:
            schema:
              allOf:
                - { $ref: "#/components/schemas/Money" }
                - if: { properties: { value: { const: "0.00" } } }
                  then: { required: [currency] }
components:
  parameters:
    XPartnerId: { name: X-PARTNER-ID, in: header, required: true, description: Your client id. }
  schemas:
    Money:
      type: object
      properties:
        value: { type: string, description: Amount. }
        currency: { type: string, description: ISO-4217 code. }
    QueryRequest:
      type: object
      properties:
        originalPartnerReferenceNo: { type: string, description: Your order reference. }
        additionalInfo:
          type: object
          properties:
            payMethod: { type: string, description: How it was paid. }
`;
